// dart:core as the nyxx check sees it (Dart SDK 3, sdk/lib/core/): only the classes, constructors
// and members whose signatures the check needs to follow a bot's types, written as in the SDK.
// These classes are open: a member not declared here is not an error (the SDK has many more),
// but a constructor, parameter or argument of one declared here is checked.

abstract class Object {
  const Object();

  String toString();

  bool operator ==(Object other);

  int get hashCode;
}

abstract final class Null {}

abstract final class Never {}

abstract final class bool {}

abstract final class num implements Comparable<num> {
  String toStringAsFixed(int fractionDigits);

  int toInt();

  double toDouble();
}

abstract final class int extends num {
  external factory int.parse(String source, {int? radix});

  static int? tryParse(String source, {int? radix}) => null;
}

abstract final class double extends num {
  external static double parse(String source);

  static double? tryParse(String source) => null;
}

abstract final class String implements Comparable<String>, Pattern {
  int get length;

  bool get isEmpty;

  bool get isNotEmpty;

  bool startsWith(Pattern pattern, [int index = 0]);

  String replaceFirst(Pattern from, String to, [int startIndex = 0]);

  List<String> split(Pattern pattern);
}

abstract class Pattern {}

abstract interface class Comparable<T> {
  int compareTo(T other);
}

abstract final class Function {}

abstract mixin class Iterable<E> {
  const Iterable();

  Iterator<E> get iterator;

  int get length;

  bool get isEmpty;

  bool get isNotEmpty;

  E get first;

  E get single;

  Iterable<T> map<T>(T Function(E e) toElement);

  Iterable<E> where(bool Function(E element) test);

  Iterable<T> whereType<T>();

  E firstWhere(bool Function(E element) test, {E Function()? orElse});

  bool any(bool Function(E element) test);

  bool contains(Object? element);

  String join([String separator = '']);

  List<E> toList({bool growable = true});

  Set<E> toSet();

  void forEach(void Function(E element) action);
}

abstract interface class Iterator<E> {
  E get current;

  bool moveNext();
}

abstract interface class List<E> implements Iterable<E> {
  external factory List.empty({bool growable = false});

  external factory List.of(Iterable<E> elements, {bool growable = true});

  E operator [](int index);

  void operator []=(int index, E value);

  void add(E value);

  void addAll(Iterable<E> iterable);
}

abstract interface class Set<E> implements Iterable<E> {
  bool add(E value);
}

abstract interface class Map<K, V> {
  V? operator [](Object? key);

  void operator []=(K key, V value);

  Iterable<K> get keys;

  Iterable<V> get values;

  bool containsKey(Object? key);
}

final class Uri {
  external static Uri parse(String uri, [int start = 0, int? end]);

  static Uri? tryParse(String uri, [int start = 0, int? end]) => null;
}

class Duration implements Comparable<Duration> {
  const Duration({int days = 0, int hours = 0, int minutes = 0, int seconds = 0, int milliseconds = 0, int microseconds = 0});

  int get inHours;

  int get inSeconds;
}

class DateTime implements Comparable<DateTime> {
  external DateTime(int year, [int month = 1, int day = 1, int hour = 0, int minute = 0, int second = 0, int millisecond = 0, int microsecond = 0]);

  external DateTime.utc(int year, [int month = 1, int day = 1, int hour = 0, int minute = 0, int second = 0, int millisecond = 0, int microsecond = 0]);

  external DateTime.fromMillisecondsSinceEpoch(int millisecondsSinceEpoch, {bool isUtc = false});

  external DateTime.now();

  external static DateTime parse(String formattedString);

  String toIso8601String();
}

class Exception {
  factory Exception([var message]) => throw 0;
}

class Error {
  Error();
}

class ArgumentError extends Error {
  ArgumentError([dynamic message, String? name]);

  ArgumentError.value(dynamic value, [String? name, dynamic message]);
}

class StateError extends Error {
  StateError(String message);
}

class UnsupportedError extends Error {
  UnsupportedError(String message);
}

class FormatException implements Exception {
  const FormatException([String message = '', dynamic source, int? offset]);
}

class Deprecated {
  const Deprecated(String message);
}

class StringBuffer {
  StringBuffer([Object content = '']);

  void write(Object? object);
}

external void print(Object? object);

external bool identical(Object? a, Object? b);

// dart:core also exports these two of dart:async.
abstract class Future<T> {
  factory Future.value([T? value]) => throw 0;

  Future<R> then<R>(R Function(T value) onValue, {Function? onError});
}

abstract mixin class Stream<T> {
  const Stream();

  const factory Stream.empty({bool broadcast = true}) = _EmptyStream<T>;

  StreamSubscription<T> listen(void Function(T event)? onData, {Function? onError, void Function()? onDone, bool? cancelOnError});

  Stream<S> whereType<S>();

  Stream<T> where(bool Function(T event) test);

  Future<T> get first;
}
