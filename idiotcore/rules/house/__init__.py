"""House rules: played at many tables though no source text has them, each one module and
its switch (``h1_low_after_seven``: H1). A house rule gives one rank another power
(:class:`~idiotcore.model.powers.HouseRule`); the game it belongs to lists it
(:attr:`idiotcore.model.games.GameRules.house_rules`)."""
