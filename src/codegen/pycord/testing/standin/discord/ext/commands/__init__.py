# Stand-in of py-cord 2.8.1, discord/ext/commands (github.com/Pycord-Development/pycord, tag v2.8.1,
# commit f467d88b1c74a1506fd2e2651bc325f607a1b40b): only Converter, which discord.commands.options
# imports; the prefixed-command Bot of discord.ext.commands is not part of the stand-in.


class Converter:
    async def convert(self, ctx, argument):
        raise NotImplementedError("Derived classes need to implement this.")
