# Stand-in of py-cord 2.8.1, discord/mixins.py (github.com/Pycord-Development/pycord, tag v2.8.1,
# commit f467d88b1c74a1506fd2e2651bc325f607a1b40b): EqualityComparable and Hashable, verbatim.
__all__ = ('EqualityComparable', 'Hashable')


class EqualityComparable:
    __slots__ = ()
    id: int

    def __eq__(self, other: object) -> bool:
        return isinstance(other, self.__class__) and other.id == self.id

    def __ne__(self, other: object) -> bool:
        if isinstance(other, self.__class__):
            return other.id != self.id
        return True


class Hashable(EqualityComparable):
    __slots__ = ()

    def __hash__(self) -> int:
        return self.id >> 22
