"""Shared pieces every game may use: reading JSON with paths, bounds on data from strangers,
game options, and the SVG drawing kit. Nothing here knows any game."""
