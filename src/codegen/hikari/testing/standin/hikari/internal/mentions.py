# Stand-in of hikari 2.6.0, hikari/internal/mentions.py (github.com/hikari-py/hikari, tag 2.6.0):
# generate_allowed_mentions, verbatim in behaviour.


def generate_allowed_mentions(mentions_everyone, mentions_reply, user_mentions, role_mentions):
    parsed_mentions = []
    allowed_mentions = {'parse': parsed_mentions}
    if mentions_everyone is True:
        parsed_mentions.append('everyone')
    if mentions_reply is True:
        allowed_mentions['replied_user'] = True
    if user_mentions is True:
        parsed_mentions.append('users')
    elif isinstance(user_mentions, (list, tuple, set, frozenset)):
        ids = {str(int(u)) for u in user_mentions}
        allowed_mentions['users'] = list(ids)
    if role_mentions is True:
        parsed_mentions.append('roles')
    elif isinstance(role_mentions, (list, tuple, set, frozenset)):
        ids = {str(int(r)) for r in role_mentions}
        allowed_mentions['roles'] = list(ids)
    return allowed_mentions
