"""``python -m idiotcore`` is the ``idiot`` command."""

import sys

from .cli import main

sys.exit(main())
