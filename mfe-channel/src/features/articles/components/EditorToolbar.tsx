// The rich-text editor's toolbar: bold, italic, headings, lists, quote, link (an address typed
// in place, checked), and an image uploaded from a file.
import { useTranslation } from '@matchday/shared/i18n/react';
import { TextInput } from '@matchday/ui/TextInput';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatQuote from '@mui/icons-material/FormatQuote';
import InsertLink from '@mui/icons-material/InsertLink';
import LinkOff from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { useRef, useState, type ReactNode } from 'react';

/** Links the sanitizer keeps: http(s) and mail. */
const LINK = /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i;

function Tool({ label, active, onClick, children, testId }: { label: string; active?: boolean; onClick: () => void; children: ReactNode; testId: string }) {
  return (
    <IconButton
      size="small"
      aria-label={label}
      title={label}
      aria-pressed={active}
      color={active ? 'primary' : 'default'}
      onMouseDown={(event) => event.preventDefault()} // keeps the editor's selection
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </IconButton>
  );
}

export function EditorToolbar({ editor, onImage, uploading }: { editor: Editor; onImage: (file: File) => void; uploading: boolean }) {
  const { t } = useTranslation('channel');
  const file = useRef<HTMLInputElement>(null);
  const [link, setLink] = useState<string | null>(null);
  const [linkError, setLinkError] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bullets: current.isActive('bulletList'),
      numbers: current.isActive('orderedList'),
      quote: current.isActive('blockquote'),
      link: current.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();

  const applyLink = () => {
    const href = (link ?? '').trim();
    if (!LINK.test(href)) {
      setLinkError(true);
      return;
    }
    chain().extendMarkRange('link').setLink({ href }).run();
    setLink(null);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, borderBottom: 1, borderColor: 'divider', pb: 0.5 }}>
      <Box role="toolbar" aria-label={t('articles.toolbar.label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.25, alignItems: 'center' }}>
        <Tool label={t('articles.toolbar.bold')} active={state.bold} onClick={() => chain().toggleBold().run()} testId="tool-bold">
          <FormatBold fontSize="small" />
        </Tool>
        <Tool label={t('articles.toolbar.italic')} active={state.italic} onClick={() => chain().toggleItalic().run()} testId="tool-italic">
          <FormatItalic fontSize="small" />
        </Tool>
        <Tool label={t('articles.toolbar.heading')} active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()} testId="tool-h2">
          <b>H2</b>
        </Tool>
        <Tool label={t('articles.toolbar.subheading')} active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()} testId="tool-h3">
          <b>H3</b>
        </Tool>
        <Tool label={t('articles.toolbar.bullets')} active={state.bullets} onClick={() => chain().toggleBulletList().run()} testId="tool-bullets">
          <FormatListBulleted fontSize="small" />
        </Tool>
        <Tool label={t('articles.toolbar.numbers')} active={state.numbers} onClick={() => chain().toggleOrderedList().run()} testId="tool-numbers">
          <FormatListNumbered fontSize="small" />
        </Tool>
        <Tool label={t('articles.toolbar.quote')} active={state.quote} onClick={() => chain().toggleBlockquote().run()} testId="tool-quote">
          <FormatQuote fontSize="small" />
        </Tool>
        <Tool label={t('articles.toolbar.link')} active={state.link} onClick={() => (setLink(editor.getAttributes('link').href ?? 'https://'), setLinkError(false))} testId="tool-link">
          <InsertLink fontSize="small" />
        </Tool>
        {state.link && (
          <Tool label={t('articles.toolbar.unlink')} onClick={() => chain().extendMarkRange('link').unsetLink().run()} testId="tool-unlink">
            <LinkOff fontSize="small" />
          </Tool>
        )}
        <Tool label={uploading ? t('articles.form.uploading') : t('articles.toolbar.image')} onClick={() => file.current?.click()} testId="tool-image">
          <AddPhotoAlternate fontSize="small" />
        </Tool>
        <input
          ref={file}
          hidden
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (chosen) onImage(chosen);
            event.target.value = '';
          }}
          data-testid="article-body-image-file"
        />
      </Box>
      {link !== null && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextInput
            size="small"
            label={t('articles.toolbar.linkAddress')}
            value={link}
            onChange={(event) => (setLink(event.target.value), setLinkError(false))}
            error={linkError}
            helperText={linkError ? t('articles.toolbar.linkInvalid') : undefined}
            inputProps={{ 'data-testid': 'link-address' }}
          />
          <Button variant="contained" size="small" onClick={applyLink} data-testid="link-apply">
            {t('articles.toolbar.apply')}
          </Button>
          <Button size="small" onClick={() => setLink(null)}>
            {t('articles.toolbar.cancel')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
