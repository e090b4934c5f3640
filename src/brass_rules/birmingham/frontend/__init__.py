"""What a front end needs of Brass: Birmingham beyond the rules: the choices of a decision step
by step (:mod:`.choices`), the picture's pieces a move names (:mod:`.targets`), what a move did as
structured events (:mod:`.events`) and the components as data (:mod:`.catalogue`).

Each function takes a state or an observation (a seat's, or the public view of
``observe(state, None)``); see the docs page "Brass: Birmingham for front ends".
"""

from brass_rules.birmingham.frontend.catalogue import catalogue, info_text
from brass_rules.birmingham.frontend.choices import choices
from brass_rules.birmingham.frontend.events import events
from brass_rules.birmingham.frontend.targets import move_list, move_targets

__all__ = ["catalogue", "choices", "events", "info_text", "move_list", "move_targets"]
