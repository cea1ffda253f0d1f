// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Templates, templateList } from './Templates';

afterEach(cleanup);

describe('Templates', () => {
  it('says the templates are coming until their module has loaded, then lists them', async () => {
    expect(templateList.get()).toBeNull();
    render(<Templates onPick={() => undefined} />);
    expect(screen.getByTestId('templates-loading')).toBeTruthy();
    await templateList.load();
    expect(await screen.findByTestId('template:announcement')).toBeTruthy();
    expect(screen.queryByTestId('templates-loading')).toBeNull();
  });
});
