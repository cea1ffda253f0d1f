#!/usr/bin/env node
// A newcomer's clone has nothing beside it: no file of the project may refer to the team's shared
// folder next to the checkout. What the tests use lives in the project (spec/discord/). Fails with
// every offending file and line.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// The folder's name is kept apart so that this file does not match itself. Caught: the path with
// either slash after the two dots, or built from parts as in resolve(<two dots>, <name>).
const SHARED = 'shared';
const PATTERN = new RegExp(`\\.\\.(?:[/\\\\]|['"]\\s*,\\s*['"])${SHARED}\\b`);

const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
  .split('\0')
  .filter(Boolean);
const found = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue; // listed but deleted in the work tree
  }
  if (text.includes('\0')) continue; // binary
  text.split('\n').forEach((line, index) => {
    if (PATTERN.test(line)) found.push(`${file}:${index + 1}: ${line.trim().slice(0, 160)}`);
  });
}

if (found.length > 0) {
  console.error(
    `[self-contained] ${found.length} line(s) refer to the ${SHARED} folder beside the checkout, which a fresh clone does not have. Copy what is needed into the project (spec/discord/) and refer to that:`,
  );
  for (const line of found) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`[self-contained] ${files.length} tracked files, none refers outside the project.`);
