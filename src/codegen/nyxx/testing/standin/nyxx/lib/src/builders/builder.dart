// Stand-in of nyxx 6.9.0 (github.com/nyxx-discord/nyxx, tag v6.9.0, commit 765a99b23a020069c87cf7e0de01390f05f33660),
// lib/src/builders/builder.dart: copied as it is (imports kept as in the real file; the check reads declarations only).

/// {@category builders}
/// {@category core}
abstract class Builder<T> {
  const Builder();

  Map<String, Object?> build();
}

/// {@category builders}
/// {@category core}
abstract class CreateBuilder<T> extends Builder<T> {
  const CreateBuilder();
}

/// {@category builders}
/// {@category core}
abstract class UpdateBuilder<T> extends Builder<T> {
  const UpdateBuilder();
}
