"""Presentation: what shows the engine to people, on top of the rules core (``idiotcore``),
which never imports it.

- :mod:`~idiotcore.present.render`: the pictures (SVG tables, cards) and the verdict in HTML;
- :mod:`~idiotcore.present.web`: the bridge of the site's Table, Play and Learn pages (the
  engine under Pyodide, answering in JSON);
- :mod:`~idiotcore.present.cli`: the ``idiot`` command; :mod:`~idiotcore.present.terminal`:
  a game in the terminal;
- :mod:`~idiotcore.present.examples`: the rulebook's worked examples, decided as the site
  shows them; :mod:`~idiotcore.present.book`: building and serving the site (Sphinx).
"""
