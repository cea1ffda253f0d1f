# Stand-in of hikari 2.6.0's hikari/internal package (only what the builders use).
