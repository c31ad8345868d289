// The fileUpload widget's styles: a module of its own (listed in scripts/gen-styles.ts), so the
// recipe ships with the widget's chunk and not with the first step's 'shared' one.
import { defineSlotRecipe } from './styled';

/** The fileUpload widget: a drop zone with the choose button, the hint, and one row per file. */
export const fileUploadSlotRecipe = defineSlotRecipe({
  className: 'r-file-upload',
  slots: ['root', 'legend', 'hint', 'zone', 'files', 'file', 'name', 'meta', 'actions', 'refusals', 'count'],
  base: {
    root: { border: 'none', p: '0', m: '0', mb: '5', minW: '0' },
    legend: { fontWeight: 'semibold', color: 'brand.text', mb: '1', p: '0' },
    hint: { fontSize: 'sm', color: 'fg.muted', m: '0', mb: '2' },
    zone: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: '2',
      p: '4',
      borderWidth: '2px',
      borderStyle: 'dashed',
      borderColor: 'border.strong',
      borderRadius: 'lg',
      bg: 'brand.surface',
      color: 'brand.text',
      textAlign: 'center',
      '&[data-dragging=true]': { borderColor: 'brand.solid', bg: 'brand.subtle' },
    },
    files: { listStyle: 'none', p: '0', m: '0', mt: '3', display: 'grid', gap: '2' },
    file: {
      display: 'grid',
      gap: '2',
      p: '3',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'border.strong',
      borderRadius: 'md',
      '&[data-status=failed]': { borderColor: 'danger.fg', bg: 'danger.bg' },
    },
    name: { fontWeight: 'medium', overflowWrap: 'anywhere' },
    meta: { fontSize: 'sm', color: 'fg.muted' },
    actions: { display: 'flex', gap: '2', flexWrap: 'wrap' },
    refusals: { color: 'danger.fg', fontSize: 'sm', mt: '2', display: 'grid', gap: '1' },
    count: { fontSize: 'sm', color: 'brand.text', mt: '2', mb: '0' },
  },
});
