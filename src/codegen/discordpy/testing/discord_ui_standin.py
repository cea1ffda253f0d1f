# For tests: the rest of the stand-in discord.py (run-py.ts appends it to discord_standin.py, whose
# MISSING and enum import it uses): discord.ui's items, the enums they take and discord.File.
# The UI items of discord.py 2.7's discord.ui and the enums they take, with discord.py's class and
# keyword names (so a wrong keyword raises TypeError). Unlike discord.py, each writes only what it
# was given (discord.py adds its defaults, such as disabled=False), so what a view sends can be
# compared with the design's payload as it is.
class _Enum(_enum.Enum):
    def __int__(self):
        return self.value


class ButtonStyle(_Enum):
    primary = 1
    secondary = 2
    success = 3
    danger = 4
    link = 5
    premium = 6


class TextStyle(_Enum):
    short = 1
    paragraph = 2


class SeparatorSpacing(_Enum):
    small = 1
    large = 2


class ChannelType(_Enum):
    text = 0
    private = 1
    voice = 2
    group = 3
    category = 4
    news = 5
    news_thread = 10
    public_thread = 11
    private_thread = 12
    stage_voice = 13
    directory = 14
    forum = 15
    media = 16


class SelectDefaultValueType(_Enum):
    user = 'user'
    role = 'role'
    channel = 'channel'


def _emoji(e):
    if isinstance(e, str):
        return {'name': e}
    out = {}
    if e.id is not None:
        out['id'] = str(e.id)
    if e.name is not None:
        out['name'] = e.name
    if e.animated:
        out['animated'] = True
    return out


def _value(key, v):
    if isinstance(v, _enum.Enum):
        return v.value
    if key == 'emoji':
        return _emoji(v)
    if key in ('sku_id',):
        return str(v)
    if key in ('media', 'file') and isinstance(v, str):
        return {'url': v}
    if isinstance(v, list):
        return [x.to_dict() if hasattr(x, 'to_dict') else _value(key, x) for x in v]
    if hasattr(v, 'to_component_dict'):
        return v.to_component_dict()
    return v


class _Given:
    """Keeps the keyword arguments given, by the payload key each becomes."""
    KEYS = {}

    def _keep(self, given):
        self._given = {self.KEYS.get(k, k): v for k, v in given.items() if v is not MISSING}

    def _dict(self):
        return {k: _value(k, v) for k, v in self._given.items()}


class SelectOption(_Given):
    def __init__(self, *, label, value=MISSING, description=MISSING, emoji=MISSING,
                 default=MISSING):
        self._keep(dict(label=label, value=value, description=description, emoji=emoji,
                        default=default))

    def to_dict(self):
        return self._dict()


class RadioGroupOption(SelectOption):
    def __init__(self, *, label, value=MISSING, description=MISSING, default=MISSING):
        self._keep(dict(label=label, value=value, description=description, default=default))


class CheckboxGroupOption(RadioGroupOption):
    pass


class SelectDefaultValue:
    def __init__(self, *, id, type):
        self.id, self.type = id, type

    def to_dict(self):
        return {'id': str(self.id), 'type': self.type.value}


class MediaGalleryItem:
    def __init__(self, media, *, description=MISSING, spoiler=MISSING):
        self._d = {'media': {'url': media}}
        if description is not MISSING:
            self._d['description'] = description
        if spoiler is not MISSING:
            self._d['spoiler'] = spoiler

    def to_dict(self):
        return self._d


class _Item(_Given):
    TYPE = 0

    def __init__(self, *children, row=None, **given):
        self._children = list(children)
        self.row = row
        self._keep(given)

    def to_component_dict(self):
        out = {'type': self.TYPE, **self._dict()}
        if self._children:
            out['components'] = [c.to_component_dict() for c in self._children]
        return out


def _item(name, type_, params, keys=None, positional=None):
    """A UI class taking `params` by keyword (and `positional` first, as discord.py does)."""
    def __init__(self, *children, row=None, **given):
        for k in given:
            if k not in params:
                raise TypeError(f"{name}.__init__() got an unexpected keyword argument '{k}'")
        if positional is not None:
            if not children:
                raise TypeError(f"{name}.__init__() missing 1 required positional argument")
            given[positional] = children[0]
            children = children[1:]
        _Item.__init__(self, *children, row=row, **given)
    return type(name, (_Item,), {'TYPE': type_, 'KEYS': keys or {}, '__init__': __init__})


_SELECT = ('custom_id', 'placeholder', 'min_values', 'max_values', 'disabled', 'required', 'id')
_AUTO = _SELECT + ('default_values',)


class _Ui:
    ActionRow = _item('ActionRow', 1, ('id',))
    Button = _item('Button', 2, ('style', 'label', 'disabled', 'custom_id', 'url', 'emoji',
                                 'sku_id', 'id'))
    Select = _item('Select', 3, _SELECT + ('options',))
    TextInput = _item('TextInput', 4, ('label', 'style', 'custom_id', 'placeholder', 'default',
                                       'required', 'min_length', 'max_length', 'id'),
                      {'default': 'value'})
    UserSelect = _item('UserSelect', 5, _AUTO)
    RoleSelect = _item('RoleSelect', 6, _AUTO)
    MentionableSelect = _item('MentionableSelect', 7, _AUTO)
    ChannelSelect = _item('ChannelSelect', 8, _AUTO + ('channel_types',))
    Section = _item('Section', 9, ('accessory', 'id'))
    TextDisplay = _item('TextDisplay', 10, ('id',), positional='content')
    Thumbnail = _item('Thumbnail', 11, ('description', 'spoiler', 'id'), positional='media')
    File = _item('File', 13, ('spoiler', 'id'), positional='file')
    Separator = _item('Separator', 14, ('visible', 'spacing', 'id'), {'visible': 'divider'})
    Container = _item('Container', 17, ('accent_color', 'accent_colour', 'spoiler', 'id'),
                      {'accent_colour': 'accent_color'})
    Label = _item('Label', 18, ('text', 'component', 'description', 'id'), {'text': 'label'})
    FileUpload = _item('FileUpload', 19, ('custom_id', 'required', 'min_values', 'max_values',
                                          'id'))
    RadioGroup = _item('RadioGroup', 21, ('custom_id', 'options', 'required', 'id'))
    CheckboxGroup = _item('CheckboxGroup', 22, ('custom_id', 'options', 'min_values',
                                                'max_values', 'required', 'id'))
    Checkbox = _item('Checkbox', 23, ('custom_id', 'default', 'id'))

    class MediaGallery(_Item):
        TYPE = 12

        def __init__(self, *items, id=MISSING):
            _Item.__init__(self, id=id)
            self._items = list(items)

        def to_component_dict(self):
            return {**_Item.to_component_dict(self), 'items': [i.to_dict() for i in self._items]}

    class View:
        def __init__(self, *, timeout=180.0):
            self._items = []

        def add_item(self, item):
            self._items.append(item)
            return self

        def to_components(self):
            rows = {}
            for item in self._items:
                rows.setdefault(item.row or 0, []).append(item.to_component_dict())
            return [{'type': 1, 'components': rows[r]} for r in sorted(rows)]

    class LayoutView(View):
        def to_components(self):
            return [i.to_component_dict() for i in self._items]

    class Modal:
        def __init__(self, *, title=MISSING, timeout=None, custom_id=MISSING):
            self.title, self.custom_id, self._items = title, custom_id, []

        def add_item(self, item):
            self._items.append(item)
            return self

        def to_dict(self):
            out = {'title': self.title, 'custom_id': self.custom_id}
            out['components'] = [
                i.to_component_dict() if i.TYPE != 4 else {'type': 1, 'components': [i.to_component_dict()]}
                for i in self._items]
            return {k: v for k, v in out.items() if v is not MISSING}


ui = _Ui


# The paths discord.File was asked to read, for the test to check they stay in the run's folder.
read_paths = []


class File:
    def __init__(self, fp, filename=None, *, spoiler=MISSING, description=None):
        read_paths.append(str(fp))
        self.filename = filename if filename is not None else str(fp)
        self.description = description
