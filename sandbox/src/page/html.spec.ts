import { escapeHtml, html, SafeHtml } from './html.js';

describe('html', () => {
  it('escapes interpolated text, including quotes for attributes', () => {
    const name = `<img src=x onerror="alert('x')">&`;
    expect(html`<p title="${name}">${name}</p>`.value).toBe(
      '<p title="&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;">' +
        '&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;</p>',
    );
  });

  it('keeps nested markup and lists of it, and drops null, undefined and false', () => {
    const items = ['a<', 'b'].map((item) => html`<li>${item}</li>`);
    expect(html`<ul>${items}</ul>${null}${undefined}${false}${0}`.value).toBe('<ul><li>a&lt;</li><li>b</li></ul>0');
  });

  it('emits SafeHtml as is', () => {
    expect(html`${new SafeHtml('<b>ok</b>')}`.value).toBe('<b>ok</b>');
    expect(escapeHtml('"\'')).toBe('&quot;&#39;');
  });
});
