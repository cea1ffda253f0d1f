# Stand-in of py-cord 2.8.1, discord/poll.py (github.com/Pycord-Development/pycord, tag v2.8.1, commit
# f467d88b1c74a1506fd2e2651bc325f607a1b40b): the real module with its docstrings and typing-only
# imports taken out (same classes, signatures and serialisation).
# Stand-in change: PollAnswer.voters fetches nothing (no iterators module).
from __future__ import annotations
import datetime
from functools import cached_property
from typing import TYPE_CHECKING, Any
from . import utils
from .enums import PollLayoutType, try_enum
from .partial_emoji import PartialEmoji
__all__ = ('PollMedia', 'PollAnswer', 'PollAnswerCount', 'PollResults', 'Poll')

class PollMedia:

    def __init__(self, text: str, emoji: GuildEmoji | AppEmoji | PartialEmoji | str | None=None):
        self.text: str = text
        self.emoji: GuildEmoji | AppEmoji | PartialEmoji | str | None = emoji

    def to_dict(self) -> PollMediaPayload:
        dict_ = {'text': self.text}
        if self.emoji:
            if isinstance(self.emoji, str):
                dict_['emoji'] = {'name': self.emoji}
            elif self.emoji.id:
                dict_['emoji'] = {'id': str(self.emoji.id)}
            else:
                dict_['emoji'] = {'name': self.emoji.name}
        return dict_

    @classmethod
    def from_dict(cls, data: PollMediaPayload, message: Message | PartialMessage | None=None) -> PollMedia:
        _emoji: dict[str, Any] = data.get('emoji') or {}
        if isinstance(_emoji, dict) and _emoji.get('name'):
            emoji = PartialEmoji.from_dict(_emoji)
            if emoji.id and message:
                emoji = message._state.get_emoji(emoji.id) or emoji
        else:
            emoji = _emoji or None
        return cls(data['text'], emoji)

    def __repr__(self) -> str:
        return f'<PollMedia text={self.text!r} emoji={self.emoji!r}>'

class PollAnswer:

    def __init__(self, text: str, emoji: GuildEmoji | AppEmoji | PartialEmoji | str | None=None):
        self.media = PollMedia(text, emoji)
        self.id = None
        self._poll = None

    @property
    def text(self) -> str:
        return self.media.text

    @property
    def emoji(self) -> GuildEmoji | AppEmoji | PartialEmoji | None:
        return self.media.emoji

    @property
    def count(self) -> int | None:
        if not (self._poll and self.id):
            return None
        if self._poll.results is None:
            return None
        _count = self._poll.results and utils.get(self._poll.results.answer_counts, id=self.id)
        if _count:
            return _count.count
        return 0

    def to_dict(self) -> PollAnswerPayload:
        dict_ = {'poll_media': self.media.to_dict()}
        if self.id is not None:
            dict_['answer_id'] = self.id
        return dict_

    @classmethod
    def from_dict(cls, data: PollAnswerPayload, poll=None, message: Message | PartialMessage | None=None) -> PollAnswer:
        media = PollMedia.from_dict(data['poll_media'], message=message)
        answer = cls(media.text, media.emoji)
        answer.id = data['answer_id']
        answer._poll = poll
        return answer

    def __repr__(self) -> str:
        return f'<PollAnswer id={self.id!r} text={self.text!r} emoji={self.emoji!r}>'

    def voters(self, *, limit: int | None=None, after: Snowflake | None=None) -> VoteIterator:
        if not self._poll or not self._poll._message:
            raise RuntimeError('Users can only be fetched from an existing message poll.')
        if limit is None:
            limit = self.count or 100
        raise RuntimeError('the stand-in fetches no voters')

class PollAnswerCount:

    def __init__(self, data: PollAnswerCountPayload):
        self.id = data['id']
        self.count: int = data.get('count', 0)
        self.me = data.get('me_voted')

    def to_dict(self) -> PollAnswerCountPayload:
        return {'id': self.id, 'count': self.count, 'me_voted': self.me}

    def __repr__(self) -> str:
        return f'<PollAnswerCount id={self.id!r} count={self.count!r} me={self.me!r}>'

class PollResults:

    def __init__(self, data: PollResultsPayload):
        self.is_finalized = data.get('is_finalized')
        self._answer_counts = {a['id']: PollAnswerCount(a) for a in data.get('answer_counts', [])}

    def to_dict(self) -> PollResultsPayload:
        return {'is_finalized': self.is_finalized, 'answer_counts': [a.to_dict() for a in self.answer_counts]}

    def __repr__(self) -> str:
        return f'<PollResults is_finalized={self.is_finalized!r} total_votes={self.total_votes()!r}>'

    @property
    def answer_counts(self) -> list[PollAnswerCount]:
        return list(self._answer_counts.values())

    def total_votes(self) -> int:
        return sum([a.count for a in self.answer_counts])

class Poll:

    def __init__(self, question: PollMedia | str, *, answers: list[PollAnswer] | None=None, duration: int | None=24, allow_multiselect: bool | None=False, layout_type: PollLayoutType | None=PollLayoutType.default):
        self.question = question if isinstance(question, PollMedia) else PollMedia(question)
        self.answers: list[PollAnswer] = answers or []
        self.duration: int | None = duration
        self.allow_multiselect: bool = allow_multiselect
        self.layout_type: PollLayoutType = layout_type
        self.results: PollResults | None = None
        self._expiry: str | None = None
        self._message: Message | PartialMessage | None = None

    @cached_property
    def expiry(self) -> datetime.datetime | None:
        return utils.parse_time(self._expiry)

    def to_dict(self) -> PollPayload:
        dict_ = {'question': self.question.to_dict(), 'answers': [a.to_dict() for a in self.answers], 'duration': self.duration, 'allow_multiselect': self.allow_multiselect, 'layout_type': self.layout_type.value}
        if self.results is not None:
            dict_['results'] = self.results.to_dict()
        if self._expiry:
            dict_['expiry'] = self._expiry
        return dict_

    @classmethod
    def from_dict(cls, data: PollPayload, message: Message | PartialMessage | None=None) -> Poll:
        if not data:
            return None
        poll = cls(question=PollMedia.from_dict(data['question'], message=message), answers=[PollAnswer.from_dict(a, message=message) for a in data.get('answers', [])], duration=data.get('duration'), allow_multiselect=data.get('allow_multiselect'), layout_type=try_enum(PollLayoutType, data.get('layout_type', 1)))
        if (results := data.get('results')) is not None:
            poll.results = PollResults(results)
        elif message and message.poll:
            poll.results = message.poll.results
        poll._expiry = data.get('expiry')
        poll._message = message
        for a in poll.answers:
            a._poll = poll
        return poll

    def __repr__(self) -> str:
        return f'<Poll question={self.question!r} total_answers={len(self.answers)} expiry={self._expiry!r} allow_multiselect={self.allow_multiselect!r}>'

    def has_ended(self) -> bool | None:
        if not self.results:
            return None
        return self.results.is_finalized

    def total_votes(self) -> int | None:
        if not self.results:
            return None
        return self.results.total_votes()

    def get_answer(self, id) -> PollAnswer | None:
        return utils.get(self.answers, id=id)

    def add_answer(self, text: str, *, emoji: GuildEmoji | AppEmoji | PartialEmoji | str | None=None) -> Poll:
        if len(self.answers) >= 10:
            raise ValueError('Polls may only have up to 10 answers.')
        if len(text) > 55:
            raise ValueError('text length must be between 1 and 55 characters.')
        if self.expiry or self._message:
            raise RuntimeError('You cannot add answers to an existing poll.')
        self.answers.append(PollAnswer(text, emoji))
        return self

    async def end(self) -> Message:
        if not self._message:
            raise RuntimeError('You can only end a poll received from a message.')
        return await self._message.end_poll()
