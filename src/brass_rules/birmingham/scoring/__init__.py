"""Scoring: the end of an era (R-ERA) and the end of the game (R-END, R-VARIANT-INTRO)."""
