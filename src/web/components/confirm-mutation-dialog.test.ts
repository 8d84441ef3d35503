import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshModules } from '../test/fresh-modules';
import type { ConfirmDialogProps } from './ConfirmDialog';
import type { ConfirmMutationDialogProps } from './ConfirmMutationDialog';

// The dialog it draws is stood in for: the test reads what it was given and presses its buttons.
let shown: ConfirmDialogProps | undefined;
const toasts: { color?: string; message: unknown }[] = [];
vi.mock('./ConfirmDialog', () => ({
  ConfirmDialog: (props: ConfirmDialogProps) => {
    shown = props;
    return null;
  },
}));
vi.mock('../lib/notify', () => ({
  notify: (toast: { color?: string; message: unknown }) => toasts.push(toast),
}));
vi.mock('../lib/i18n', () => ({
  useTranslation: () => ({ t: (key: string) => `text of ${key}`, language: 'fr' }),
  hasText: () => true,
}));
afterAll(() => {
  vi.doUnmock('./ConfirmDialog');
  vi.doUnmock('../lib/notify');
  vi.doUnmock('../lib/i18n');
  vi.resetModules();
});

let render: (props: ConfirmMutationDialogProps) => ConfirmDialogProps;
beforeAll(async () => {
  const { react, server, module } = await freshModules(() => import('./ConfirmMutationDialog'));
  render = (props) => {
    shown = undefined;
    server.renderToStaticMarkup(react.createElement(module.ConfirmMutationDialog, props));
    if (!shown) throw new Error('no dialog drawn');
    return shown;
  };
});
beforeEach(() => {
  toasts.length = 0;
});

const setUp = (error: Error | null = null) => {
  const calls: string[] = [];
  let then: { onSuccess: () => void } | undefined;
  const props: ConfirmMutationDialogProps = {
    opened: true,
    title: 'Supprimer ?',
    message: 'Voulez-vous vraiment supprimer ?',
    confirmLabel: 'Supprimer',
    mutation: { isPending: false, error, reset: () => calls.push('reset') },
    run: (callbacks) => {
      calls.push('run');
      then = callbacks;
    },
    done: 'Supprimé.',
    onDone: () => calls.push('done'),
    onClose: () => calls.push('close'),
  };
  return { props, calls, succeed: () => then?.onSuccess() };
};

describe('the dialog that confirms an action on the server', () => {
  it('says it is done only once the server has confirmed, then closes and hands over', () => {
    const { props, calls, succeed } = setUp();
    render(props).onConfirm();
    expect(calls).toEqual(['run']);
    expect(toasts).toEqual([]);
    succeed();
    expect(toasts).toEqual([{ color: 'teal', message: 'Supprimé.' }]);
    expect(calls).toEqual(['run', 'reset', 'close', 'done']);
  });

  it('reads a failure out with the error’s own text, or the area’s wording of it', () => {
    const failure = new Error('boom');
    expect(render(setUp(failure).props).error).toBe('text of common.genericError');
    const worded = { ...setUp(failure).props, errorText: (error: Error) => `Échec : ${error.message}` };
    expect(render(worded).error).toBe('Échec : boom');
    expect(render(setUp().props).error).toBeNull();
  });

  it('clears the failure when it is closed, so the next opening starts clean', () => {
    const { props, calls } = setUp(new Error('boom'));
    render(props).onClose();
    expect(calls).toEqual(['reset', 'close']);
    expect(toasts).toEqual([]);
  });
});
