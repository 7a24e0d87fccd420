"""``python -m idiotcore`` is the ``idiot`` command."""

import sys

from .present.cli import main

sys.exit(main())
