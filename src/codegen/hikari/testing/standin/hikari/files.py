# Stand-in of hikari 2.6.0, hikari/files.py (github.com/hikari-py/hikari, tag 2.6.0, commit e5ae4c18bd49ec6a1a217fa7b681386215f6b90c): Resource, WebResource, URL, File, Bytes and
# ensure_resource, as far as a message needs them (a Bytes/File's url is attachment://<filename>).


class Resource:
    @property
    def url(self):
        raise NotImplementedError

    @property
    def filename(self):
        raise NotImplementedError

    def __str__(self):
        return self.url

    def __eq__(self, other):
        if isinstance(other, Resource):
            return self.url == other.url
        return False

    def __hash__(self):
        return hash((self.__class__, self.url))


class WebResource(Resource):
    pass


class URL(WebResource):
    __slots__ = ('_url', '_filename')

    def __init__(self, url, filename=None):
        self._url = url
        self._filename = filename

    @property
    def url(self):
        return self._url

    @property
    def filename(self):
        return self._filename or self._url.rsplit('/', 1)[-1]


SPOILER_TAG = 'SPOILER_'


class File(Resource):
    __slots__ = ('_filename', 'is_spoiler', 'path')

    def __init__(self, path, /, filename=None, *, spoiler=False):
        self.path = path
        self._filename = filename
        self.is_spoiler = spoiler

    @property
    def url(self):
        return f'attachment://{self.filename}'

    @property
    def filename(self):
        name = self._filename or str(self.path).replace('\\', '/').rsplit('/', 1)[-1]
        return SPOILER_TAG + name if self.is_spoiler else name


class Bytes(Resource):
    __slots__ = ('_filename', 'data', 'is_spoiler', 'mimetype')

    def __init__(self, data, filename, /, mimetype=None, *, spoiler=False):
        if isinstance(data, str):
            data = data.encode('utf-8')
        self.data = data
        self._filename = filename
        self.mimetype = mimetype or 'text/plain;charset=UTF-8'
        self.is_spoiler = spoiler

    @property
    def url(self):
        return f'attachment://{self.filename}'

    @property
    def filename(self):
        return SPOILER_TAG + self._filename if self.is_spoiler else self._filename


RAWISH_TYPES = (bytes, bytearray, memoryview)
Resourceish = Pathish = Rawish = LazyByteIteratorish = object


def ensure_resource(url_or_resource, /):
    if isinstance(url_or_resource, Resource):
        return url_or_resource
    if isinstance(url_or_resource, RAWISH_TYPES):
        return Bytes(bytes(url_or_resource), 'unknown')
    url_or_resource = str(url_or_resource)
    if url_or_resource.startswith(('https://', 'http://')):
        return URL(url_or_resource)
    return File(url_or_resource, url_or_resource.replace('\\', '/').rsplit('/', 1)[-1])
