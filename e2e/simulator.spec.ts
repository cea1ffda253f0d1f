import { expect, test } from '@playwright/test';
import {
  actionRowButtons,
  checkboxGroupModal,
  coyoteContainer,
  radioGroupModal,
  radioGroupSubmission,
  selectAndTextInputModal,
} from './fixtures/discord-examples';
import { ValidatePage } from './pages/validate-page';

const IS_COMPONENTS_V2 = 1 << 15;

let app: ValidatePage;

test.beforeEach(async ({ page }) => {
  app = new ValidatePage(page);
  await app.goto();
});

test.describe('interaction simulator', () => {
  test('a Primary button sends a MESSAGE_COMPONENT with the id Discord assigns', async () => {
    // Example 15 sets no ids: Discord numbers them in tree order, so the Container is 1, the
    // heading 2, the gallery 3, the text 4, the Action Row 5 and "Pet it!" 6.
    await app.pastePayload(coyoteContainer());
    await expect(app.verdict).toHaveText(/^Valid/);

    await app.preview.button('Pet it!').click();

    const interaction = await app.preview.interaction();
    expect(interaction.type).toBe(3);
    expect(interaction.data).toEqual({ component_type: 2, id: 6, custom_id: 'pet_coyote' });
  });

  test('a Danger button in an Action Row gets the next id after its siblings', async () => {
    await app.pastePayload(actionRowButtons());

    await app.preview.button('Decline').click();

    const interaction = await app.preview.interaction();
    expect(interaction.type).toBe(3);
    expect(interaction.data).toEqual({ component_type: 2, id: 4, custom_id: 'click_no' });
  });

  test('a link button sends nothing', async () => {
    await app.pastePayload(actionRowButtons());

    await app.preview.button('Learn More').click();

    await expect(app.preview.result.none).toBeVisible();
    await expect(app.preview.result.none).toContainText('link button');
    await expect(app.preview.result.payload).toHaveCount(0);
  });

  test('a multi-select sends the chosen values when it closes', async ({ page }) => {
    await app.pastePayload({
      flags: IS_COMPONENTS_V2,
      components: [
        {
          type: 1,
          components: [
            {
              type: 3,
              custom_id: 'toppings',
              placeholder: 'Pick up to three toppings',
              min_values: 1,
              max_values: 3,
              options: [
                { label: 'Cheese', value: 'cheese' },
                { label: 'Mushrooms', value: 'mushrooms' },
                { label: 'Olives', value: 'olives' },
                { label: 'Peppers', value: 'peppers' },
              ],
            },
          ],
        },
      ],
    });
    const select = app.preview.stringSelect();
    const { combobox } = select;

    await combobox.click();
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await select.option('Olives').click();
    await select.option('Cheese').click();
    // Nothing is sent while the popout is open.
    await expect(app.preview.result.payload).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');

    const interaction = await app.preview.interaction();
    expect(interaction.type).toBe(3);
    expect(interaction.data).toEqual({
      component_type: 3,
      id: 2,
      custom_id: 'toppings',
      values: ['olives', 'cheese'],
    });
  });

  test('submitting the radio-group modal sends the docs’ submission exactly', async () => {
    await app.pastePayload(radioGroupModal());
    await expect(app.detectedKind).toHaveText(/^Modal/);

    await app.preview.radio('Warrior').check();
    await app.preview.submit();

    const interaction = await app.preview.interaction();
    expect(interaction.type).toBe(5);
    expect(interaction.data).toEqual(radioGroupSubmission().data);
  });

  test('a checkbox group sends its values in the order they were ticked', async () => {
    await app.pastePayload(checkboxGroupModal());

    for (const day of ['March 5th', 'March 10th', 'March 4th']) {
      await app.preview.checkbox(day).check();
    }
    await app.preview.submit();

    // The docs' example 21, which ticks the days in this order.
    const interaction = await app.preview.interaction();
    expect(interaction.type).toBe(5);
    expect(interaction.data).toEqual({
      custom_id: 'day_selection_modal',
      components: [
        {
          id: 1,
          type: 18,
          component: {
            custom_id: 'event_checkbox',
            id: 2,
            type: 22,
            values: ['march-5', 'march-10', 'march-4'],
          },
        },
      ],
    });
  });

  test('a required radio group left empty shows its error and sends nothing', async () => {
    await app.pastePayload(radioGroupModal());

    await app.preview.submit();

    const group = app.preview.radioGroup('Choose your class');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    const error = '"Choose your class" is required.';
    await expect(group).toHaveAccessibleDescription(new RegExp(`${error}$`));
    await expect(app.preview.line(error)).toBeVisible();
    await expect(app.preview.result.refused).toContainText(error);
    await expect(app.preview.result.payload).toHaveCount(0);
  });

  test('fills in a select and a text input, refuses the empty one, then submits', async () => {
    await app.pastePayload(selectAndTextInputModal());
    const select = app.preview.combobox("What's your favorite bug?");
    const text = app.preview.textbox('Why is it your favorite?');

    await select.click();
    await app.preview.option(/Butterfly/).click();
    await expect(select).toContainText('Butterfly');

    // The explanation is required: the field shows why, and the bot receives nothing.
    await app.preview.submit();
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await expect(text).toHaveAccessibleDescription(/required/);
    await expect(app.preview.result.refused).toBeVisible();
    await expect(app.preview.result.payload).toHaveCount(0);

    const explanation = 'Butterflies are pretty and they never bite. '.repeat(25).trim();
    await text.fill(explanation);
    await expect(text).not.toHaveAttribute('aria-invalid', 'true');
    await app.preview.submit();

    const interaction = await app.preview.interaction();
    expect(interaction.type).toBe(5);
    expect(interaction.data).toEqual({
      custom_id: 'bug_modal',
      components: [
        {
          type: 18,
          id: 1,
          component: {
            type: 3,
            id: 2,
            custom_id: 'bug_string_select',
            values: ['butterfly'],
          },
        },
        {
          type: 18,
          id: 3,
          component: { type: 4, id: 4, custom_id: 'bug_explanation', value: explanation },
        },
      ],
    });
  });
});
