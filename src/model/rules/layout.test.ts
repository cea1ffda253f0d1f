import { describe, it } from 'vitest';
import {
  button,
  buttons,
  chars,
  container,
  expectOnly,
  expectProblems,
  expectValid,
  file,
  gallery,
  mediaItem,
  mediaItems,
  message,
  row,
  section,
  separator,
  stringSelect,
  text,
  textInput,
  texts,
  thumbnail,
  userSelect,
  withAttachments,
} from '../testing/fixtures';

const C = '$.components[0]';

describe('Section', () => {
  it('accepts 1 and 3 Text Displays', () => {
    expectValid(message(section(texts(1), thumbnail())));
    expectValid(message(section(texts(3), thumbnail())));
  });

  it('refuses 0 Text Displays', () => {
    expectOnly(message(section([], thumbnail())), `error section-texts ${C}.components`, 0, 3);
  });

  it('refuses 4 Text Displays', () => {
    expectOnly(message(section(texts(4), button())), `error section-texts ${C}.components`, 4, 3);
  });

  it('accepts a Button or a Thumbnail accessory', () => {
    expectValid(message(section([text()], button())));
    expectValid(message(section([text()], thumbnail())));
  });

  it.each([
    ['Text Display', text()],
    ['String Select', stringSelect()],
    ['Action Row', row(button())],
  ])('refuses a %s accessory', (_, accessory) => {
    expectOnly(
      message(section([text()], accessory)),
      `error placement ${C}.accessory`,
      'Button or a Thumbnail',
    );
  });

  it('refuses a Section without accessory', () => {
    expectOnly(message(section([text()])), `error missing-accessory ${C}.accessory`, 'accessory');
  });

  it('refuses a Button among its texts', () => {
    expectOnly(
      message(section([button()], thumbnail())),
      `error placement ${C}.components[0]`,
      'Text Displays only',
    );
  });

  it('accepts a Section in a Container', () => {
    expectValid(message(container(section([text()], button()))));
  });
});

describe('Thumbnail', () => {
  const T = `${C}.accessory`;
  const withThumb = (fields = {}) => message(section([text()], thumbnail(fields)));

  it('accepts a description of 1024 characters, or null', () => {
    expectValid(withThumb({ description: chars(1024) }));
    expectValid(withThumb({ description: null }));
  });

  it('refuses a description of 1025 characters', () => {
    expectOnly(withThumb({ description: chars(1025) }), `error too-long ${T}.description`, 1025);
  });

  it('refuses a Thumbnail without media', () => {
    expectOnly(withThumb({ media: undefined }), `error missing-field ${T}.media`);
  });

  it('warns of a media url that is neither http(s) nor attachment:// (Discord documents any URL)', () => {
    expectOnly(
      withThumb({ media: { url: 'picture.png' } }),
      `warning media-url-scheme ${T}.media.url`,
    );
  });

  it('refuses a Thumbnail at the top level and in a Container', () => {
    const reason = "A Thumbnail can only be a Section's accessory.";
    expectOnly(message(thumbnail()), `error placement ${C}`, reason);
    expectOnly(message(container(thumbnail())), `error placement ${C}.components[0]`, reason);
  });
});

describe('Media Gallery', () => {
  it('accepts 1 and 10 items', () => {
    expectValid(message(gallery(...mediaItems(1))));
    expectValid(message(gallery(...mediaItems(10))));
  });

  it('refuses 0 items', () => {
    expectOnly(message(gallery()), `error too-few ${C}.items`, 0, 1);
  });

  it('refuses 11 items', () => {
    expectOnly(message(gallery(...mediaItems(11))), `error too-many ${C}.items`, 11, 10);
  });

  it('accepts an item description of 1024 characters and refuses 1025', () => {
    const item = (n: number) => mediaItem(undefined, { description: chars(n) });
    expectValid(message(gallery(item(1024))));
    expectOnly(message(gallery(item(1025))), `error too-long ${C}.items[0].description`, 1025);
  });
});

describe('File', () => {
  it('accepts an attachment:// url', () => {
    expectValid(withAttachments(message(file('report.pdf', { spoiler: true })), 'report.pdf'));
  });

  it('refuses an http url', () => {
    expectOnly(
      message({ type: 13, file: { url: 'https://example.com/report.pdf' } }),
      `error invalid-format ${C}.file.url`,
      'attachment://',
    );
  });

  it('refuses a File without file', () => {
    expectOnly(message({ type: 13 }), `error missing-field ${C}.file`);
  });
});

describe('Separator', () => {
  it.each([1, 2])('accepts spacing %i', (spacing) => {
    expectValid(message(separator({ spacing, divider: false })));
  });

  it('refuses spacing 3', () => {
    expectOnly(message(separator({ spacing: 3 })), `error invalid-value ${C}.spacing`, 3);
  });
});

describe('Container', () => {
  it.each([0, 0xffffff, null])('accepts accent_color %s', (accent) => {
    expectValid(message({ ...container(text()), accent_color: accent }));
  });

  it.each([0x1000000, -1])('refuses accent_color %i', (accent) => {
    expectOnly(
      message({ ...container(text()), accent_color: accent }),
      `error out-of-range ${C}.accent_color`,
      accent,
    );
  });

  it('accepts every child kind it may hold', () => {
    const children = [row(button()), text(), section([text()], button()), gallery(mediaItem())];
    expectValid(
      withAttachments(message(container(...children, separator(), file())), 'report.pdf'),
    );
  });

  it('refuses a Container in a Container', () => {
    expectOnly(
      message(container(container(text()))),
      `error placement ${C}.components[0]`,
      'A Container cannot hold another Container.',
    );
  });

  it('refuses an empty Container', () => {
    expectOnly(message(container()), `error empty-container ${C}`);
  });
});

describe('Action Row', () => {
  it('accepts 5 buttons', () => {
    expectValid(message(row(...buttons(5))));
  });

  it('refuses 6 buttons', () => {
    expectOnly(message(row(...buttons(6))), `error too-many-buttons ${C}.components`, 6, 5);
  });

  it('accepts one select on its own', () => {
    expectValid(message(row(stringSelect())));
  });

  it('refuses a select sharing its row with a button', () => {
    expectOnly(message(row(stringSelect(), button())), `error select-not-alone ${C}.components`, 2);
  });

  it('refuses two selects in one row', () => {
    expectOnly(message(row(userSelect(), userSelect())), `error select-not-alone ${C}.components`);
  });

  it('refuses an empty Action Row', () => {
    expectOnly(message(row()), `error empty-action-row ${C}`);
  });

  it('refuses a Text Display and a Text Input in a row', () => {
    expectProblems(message(row(text())), [`error placement ${C}.components[0]`]);
    expectOnly(
      message(row(textInput())),
      `error placement ${C}.components[0]`,
      'A Text Input is for modals only.',
    );
  });
});

describe('Text Display', () => {
  it('accepts content of 1 and 4000 characters', () => {
    expectValid(message(text('a')));
    expectValid(message(text(chars(4000))));
  });

  it('refuses empty content', () => {
    expectOnly(message(text('')), `error empty ${C}.content`);
  });

  it('refuses content of 4001 characters', () => {
    expectProblems(message(text(chars(4001))), [
      `error too-long ${C}.content`,
      'warning text-display-total $.components',
    ]);
  });

  it('refuses a Text Display without content', () => {
    expectOnly(message({ type: 10 }), `error missing-field ${C}.content`);
  });
});
