# Stand-in of hikari 2.6.0, hikari/locales.py (github.com/hikari-py/hikari, tag 2.6.0, commit e5ae4c18bd49ec6a1a217fa7b681386215f6b90c): Locale, a str enum.
import enum as _enum


class Locale(str, _enum.Enum):
    ID = 'id'
    DA = 'da'
    DE = 'de'
    EN_GB = 'en-GB'
    EN_US = 'en-US'
    ES_ES = 'es-ES'
    ES_LATAM = 'es-419'
    FR = 'fr'
    HR = 'hr'
    IT = 'it'
    LT = 'lt'
    HU = 'hu'
    NL = 'nl'
    NO = 'no'
    PL = 'pl'
    PT_BR = 'pt-BR'
    RO = 'ro'
    FI = 'fi'
    SV_SE = 'sv-SE'
    VI = 'vi'
    TR = 'tr'
    CS = 'cs'
    EL = 'el'
    BG = 'bg'
    RU = 'ru'
    UK = 'uk'
    HI = 'hi'
    TH = 'th'
    ZH_CN = 'zh-CN'
    JA = 'ja'
    ZH_TW = 'zh-TW'
    KO = 'ko'

    def __str__(self):
        return self.value


__all__ = ('Locale',)
