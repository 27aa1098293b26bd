"""The command line: ``inno play`` (a game in the terminal against bots or hot-seat)."""
