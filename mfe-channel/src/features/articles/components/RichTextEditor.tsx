// The article body in a rich-text editor (TipTap on ProseMirror). Loaded only when an article is
// opened for writing: the console's first page carries none of it. It writes only what the api's
// sanitizer keeps (paragraphs, two heading levels, bold, italic, underline, strike, lists, quotes,
// links and images), so what the editor sees is what readers get.
import { useTranslation } from '@matchday/shared/i18n/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useImageUpload } from '../hooks/useImageUpload';
import { EditorToolbar } from './EditorToolbar';

export interface RichTextEditorProps {
  /** The body to start from; later changes of it are the editor's own. */
  initialHtml: string;
  /** The body as HTML, or '' when the editor is empty. */
  onChange: (html: string) => void;
  error?: string;
}

const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], defaultProtocol: 'https' },
  }),
  Image.configure({ inline: false, allowBase64: false }),
];

export function RichTextEditor({ initialHtml, onChange, error }: RichTextEditorProps) {
  const { t } = useTranslation(['channel', 'api']);
  const { upload, busy, error: uploadError } = useImageUpload();
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: initialHtml,
    // The empty paragraph kept after a last heading or image (to write on after it) is not the article's.
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML().replace(/(<p><\/p>)+$/, '')),
    editorProps: {
      attributes: { 'aria-label': t('articles.form.body'), 'aria-multiline': 'true', role: 'textbox', 'data-testid': 'article-body' },
    },
  });

  const insertImage = async (file: File) => {
    const uploaded = await upload(file);
    if (uploaded) editor.chain().focus().setImage({ src: uploaded.url, alt: file.name.replace(/\.[^.]+$/, '') }).run();
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Typography variant="subtitle2">{t('articles.form.body')}</Typography>
      <Paper variant="outlined" sx={{ p: 1, borderColor: error ? 'error.main' : undefined }}>
        <EditorToolbar editor={editor} onImage={(file) => void insertImage(file)} uploading={busy} />
        <Box
          sx={{
            '& .tiptap': { minHeight: 240, outline: 'none', px: 1, typography: 'body1' },
            '& .tiptap img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
            '& .tiptap blockquote': { borderInlineStart: '3px solid', borderColor: 'divider', m: 0, ps: 2, color: 'text.secondary' },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Paper>
      {error && <FormHelperText error>{error}</FormHelperText>}
      {uploadError && (
        <Alert severity="error" data-testid="article-body-image-error">
          {uploadError}
        </Alert>
      )}
    </Box>
  );
}
