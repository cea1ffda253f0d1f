# Stand-in of py-cord 2.8.1, discord/errors.py (github.com/Pycord-Development/pycord, tag v2.8.1,
# commit f467d88b1c74a1506fd2e2651bc325f607a1b40b): the exception classes the stand-in raises,
# with the real hierarchy.
__all__ = ('DiscordException', 'ClientException', 'InvalidArgument', 'InteractionResponded', 'HTTPException',
           'Forbidden', 'NotFound', 'ValidationError', 'ApplicationCommandError', 'CheckFailure',
           'ApplicationCommandInvokeError')


class DiscordException(Exception):
    pass


class ClientException(DiscordException):
    pass


class InvalidArgument(ClientException):
    pass


class ValidationError(DiscordException):
    pass


class InteractionResponded(ClientException):
    def __init__(self, interaction):
        self.interaction = interaction
        super().__init__('This interaction has already been responded to before')


class HTTPException(DiscordException):
    pass


class Forbidden(HTTPException):
    pass


class NotFound(HTTPException):
    pass


class ApplicationCommandError(DiscordException):
    pass


class CheckFailure(ApplicationCommandError):
    pass


class ApplicationCommandInvokeError(ApplicationCommandError):
    def __init__(self, e):
        self.original = e
        super().__init__(f'Application Command raised an exception: {e.__class__.__name__}: {e}')
