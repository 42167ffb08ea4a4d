import { useCallback, useContext } from 'react';
import { FormattedMessage, IntlContext, useIntl, type PrimitiveType } from 'react-intl';
import type { FormatXMLElementFn } from 'intl-messageformat';
import type { ReactNode } from 'react';
import type englishCatalog from '@/locales/en.json';

/**
 * Every message id: the keys of the English catalog, so a typo fails the type check. Ids are
 * written whole where they are used (`t('send.submit')`, `<T id="..." />`, `m('...')`) so that
 * the catalog test finds them by scanning the source (src/locales/catalogs.test.ts).
 */
export type MessageId = keyof typeof englishCatalog;

export type MessageValues = Record<string, PrimitiveType | ReactNode | FormatXMLElementFn<ReactNode>>;

/** Marks a message id kept in data (a table of links, a zod message) and translated where it shows. */
export function m<Id extends MessageId>(id: Id): Id {
  return id;
}

/** A message in the language showing (`useT()`), so words can be built outside components. */
export type Say = (id: MessageId, values?: Record<string, PrimitiveType>) => string;

/** `t(id, values)`: the message in the language showing, as a string. */
export function useT(): Say {
  const intl = useIntl();
  return useCallback(
    (id: MessageId, values?: Record<string, PrimitiveType>) => intl.formatMessage({ id }, values),
    [intl],
  );
}

/**
 * Translates a message that may be an id (a zod message given with `m`) or text from elsewhere
 * (a server's message), which is shown as it came.
 */
export function useTranslateIfId() {
  // Optional: shared fields also show in component tests rendered without the app's providers.
  const intl = useContext(IntlContext);
  return useCallback(
    <Text extends string | undefined>(text: Text, values?: Record<string, PrimitiveType>): Text =>
      (intl && text !== undefined && text in intl.messages ? intl.formatMessage({ id: text }, values) : text) as Text,
    [intl],
  );
}

/** A message with markup or components in it: `<T id="..." values={{ b: (chunks) => <b>{chunks}</b> }} />`. */
export function T({ id, values }: { id: MessageId; values?: MessageValues }) {
  return <FormattedMessage id={id} values={values} />;
}
