import { Image } from '@tiptap/extension-image'
import { TableKit } from '@tiptap/extension-table'
import { TextAlign } from '@tiptap/extension-text-align'
import { Color, FontFamily, FontSize, TextStyle } from '@tiptap/extension-text-style'
import { StarterKit } from '@tiptap/starter-kit'
import { HEADING_LEVELS } from './options'

/**
 * The editor's schema: exactly what the toolbar offers. Blockquotes and code (reachable only by
 * typing markdown shortcuts) are left out, so the editor never produces markup the sanitiser's
 * allow-list (`@/lib/sanitize`) would drop.
 */
export const editorExtensions = [
  StarterKit.configure({
    heading: { levels: HEADING_LEVELS.map((h) => h.level) },
    blockquote: false,
    code: false,
    codeBlock: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      HTMLAttributes: { target: null, rel: null },
    },
  }),
  TextStyle,
  Color,
  FontFamily,
  FontSize,
  TextAlign.configure({ types: ['heading', 'paragraph'] }),
  TableKit.configure({ table: { resizable: false } }),
  Image.configure({ inline: false, allowBase64: false }),
]
