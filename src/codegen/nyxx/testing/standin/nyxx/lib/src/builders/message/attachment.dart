// Stand-in of nyxx 6.9.0 (github.com/nyxx-discord/nyxx, tag v6.9.0, commit 765a99b23a020069c87cf7e0de01390f05f33660),
// lib/src/builders/message/attachment.dart: copied as it is (imports kept as in the real file; the check reads declarations only).

import 'dart:io';

import 'package:path/path.dart' as path_lib;

import 'package:nyxx/src/builders/builder.dart';
import 'package:nyxx/src/models/message/attachment.dart';

/// {@category builders}
class AttachmentBuilder extends Builder<Attachment> {
  List<int> data;

  String fileName;

  String? description;

  AttachmentBuilder({required this.data, required this.fileName, this.description});

  static Future<AttachmentBuilder> fromFile(File file, {String? description}) async {
    final data = await file.readAsBytes();

    return AttachmentBuilder(
      data: data,
      fileName: path_lib.basename(file.path),
      description: description,
    );
  }

  @override
  Map<String, Object?> build() => {
        'filename': fileName,
        if (description != null) 'description': description,
      };
}
