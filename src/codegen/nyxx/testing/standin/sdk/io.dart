// dart:io as the nyxx check sees it (Dart SDK 3, sdk/lib/io/): open classes (see core.dart).

abstract interface class File {
  factory File(String path) => throw 0;

  String get path;

  Future<List<int>> readAsBytes();

  List<int> readAsBytesSync();
}

abstract final class Platform {
  static Map<String, String> get environment => throw 0;
}

external Never exit(int code);
