// Stand-in of nyxx 6.9.0 (github.com/nyxx-discord/nyxx, tag v6.9.0, commit 765a99b23a020069c87cf7e0de01390f05f33660),
// lib/src/builders/sentinels.dart: the sentinel values the builders above use to tell "not
// given" from null (not exported by package:nyxx/nyxx.dart).

const sentinelString = '\u{1B}nyxx';

const sentinelList = <Never>[];

const sentinelMap = <Never, Never>{};

const sentinelFlags = Flags<Never>(0x6E797878);
