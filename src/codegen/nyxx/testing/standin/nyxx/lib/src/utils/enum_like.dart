// Stand-in of nyxx 6.9.0 (github.com/nyxx-discord/nyxx, tag v6.9.0, commit 765a99b23a020069c87cf7e0de01390f05f33660),
// lib/src/utils/enum_like.dart: copied as it is.

base class EnumLike<T extends Object, U extends EnumLike<T, U>> {
  /// The value this enum-like holds.
  final T value;

  /// @nodoc
  const EnumLike(this.value);

  @override
  String toString() => '$runtimeType($value)';

  @override
  int get hashCode => value.hashCode;

  @override
  bool operator ==(Object other) => identical(this, other) || (other is U && other.value == value);
}
