// A trimmed stand-in for @rjsf/core's getDefaultRegistry. rjsf's Form imports
// '../getDefaultRegistry.js', which pulls every core field, widget and template (and
// markdown-to-jsx); the build aliases that import to this module (docs/renderer.md), so only
// the fields of ./fields.ts and our own templates and widgets are bundled. StepForm passes the same
// sets explicitly, so behaviour is identical with or without the alias (tests run without it).
import {
  DEFAULT_ID_PREFIX,
  DEFAULT_ID_SEPARATOR,
  englishStringTranslator,
  type Registry,
} from '@rjsf/utils';
import { templates } from '../templates';
import { widgets } from '../widgets';
import { fields } from './fields';

export { fields };

/** Same shape as rjsf's getDefaultRegistry(), holding only what our steps use. */
export default function getDefaultRegistry(): Omit<Registry, 'schemaUtils'> {
  return {
    fields,
    templates,
    widgets,
    rootSchema: {},
    formContext: {},
    translateString: englishStringTranslator,
    globalFormOptions: {
      idPrefix: DEFAULT_ID_PREFIX,
      idSeparator: DEFAULT_ID_SEPARATOR,
      useFallbackUiForUnsupportedType: false,
    },
  };
}
