// dart:async as the nyxx check sees it (Dart SDK 3, sdk/lib/async/): open classes (see core.dart).

abstract interface class StreamSubscription<T> {
  Future<void> cancel();
}

abstract interface class Completer<T> {
  factory Completer() => throw 0;

  Future<T> get future;

  void complete([Object? value]);
}

external void unawaited(Future<void>? future);
