import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlBlocks, textBlocks } from '../../src/domain/document-blocks';

describe('document blocks', () => {
  it('splits plain text into paragraphs and list items', () => {
    expect(textBlocks('First  line\ncontinues.\n\n- one\n- two\n\nLast.')).toEqual([
      { kind: 'paragraph', text: 'First line continues.' },
      { kind: 'item', text: 'one' },
      { kind: 'item', text: 'two' },
      { kind: 'paragraph', text: 'Last.' },
    ]);
    expect(textBlocks('   \n\n  ')).toEqual([]);
  });

  it('reads HTML for structure only: no tags, attributes, scripts or styles survive', () => {
    const html = '<h2 onclick="x()">Terms &amp; Conditions</h2><p>Read <a href="javascript:alert(1)">this</a> carefully.</p>' +
      '<script>alert("x")</script><style>p{}</style><!-- hidden --><ul><li>Rate: 8.99&#37;</li><li>Fee&nbsp;$0</li></ul><p><img src=x onerror=alert(1)>Done</p>';
    expect(htmlBlocks(html)).toEqual([
      { kind: 'heading', text: 'Terms & Conditions' },
      { kind: 'paragraph', text: 'Read this carefully.' },
      { kind: 'item', text: 'Rate: 8.99%' },
      { kind: 'item', text: 'Fee $0' },
      { kind: 'paragraph', text: 'Done' },
    ]);
    expect(JSON.stringify(htmlBlocks(html))).not.toMatch(/alert|onclick|<|>/);
  });

  it('decodes entities and leaves unknown ones as written', () => {
    expect(decodeEntities('&lt;b&gt; &#x27;a&#39; &bogus; &#0;')).toBe("<b> 'a' &bogus; &#0;");
  });
});
