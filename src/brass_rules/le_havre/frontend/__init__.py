"""What front ends need of Le Havre (issue 29): the legal moves as steps to click
(:mod:`.choices`), the picture's pieces a move names (:mod:`.targets`), what a move did as
records (:mod:`.events`), the components as data (:mod:`.catalogue`) and in words
(:mod:`.info`), action steps in plain words (:mod:`.words`). The game's functions of the same
names (``lh.choices``...) check their arguments and call these."""
