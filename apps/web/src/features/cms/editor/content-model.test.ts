import { cmsItemSchema, cmsPatchSchema, contentTypes, messages, unknownFields } from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import {
  draftProblems,
  emptyValues,
  newGalleryImage,
  newSection,
  newVideo,
  plainText,
  publishButtonLabel,
  publishFormProblems,
  requiredFields,
  writeFromValues,
} from './content-model';

describe('required fields per type', () => {
  it('marks what SPEC §5 lists for an article', () => {
    expect([...requiredFields('Article')].sort()).toEqual(
      ['body.0.body', 'description', 'image', 'publishDate', 'seo.description', 'seo.title', 'title'].sort(),
    );
  });

  it('marks categories and author for a video, plus a cover image for a gallery', () => {
    expect(requiredFields('Video').has('categories')).toBe(true);
    expect(requiredFields('Video').has('user')).toBe(true);
    expect(requiredFields('Video').has('image')).toBe(false);
    expect(requiredFields('Gallery').has('image')).toBe(true);
  });
});

describe('draft and publish checks', () => {
  it('lets a draft through with only a title', () => {
    expect(draftProblems(emptyValues('Article', null), 'Article')).toEqual({ title: messages.titleRequired });
    expect(draftProblems({ ...emptyValues('Article', null), title: 'Hello' }, 'Article')).toEqual({});
  });

  it('asks for the content of every section before publishing', () => {
    const values = {
      ...emptyValues('Article', 'u1'),
      title: 'Hello',
      body: [newSection('One', '<p>Text</p>'), newSection('Two', '<p></p>')],
    };
    const problems = publishFormProblems(values, 'Article');
    expect(problems['body.1.body']).toBe(messages.sectionContentRequired);
    expect(problems['body.0.body']).toBeUndefined();
  });
});

describe('writeFromValues', () => {
  it('sends a page only its title, blocks and image', () => {
    const values = { ...emptyValues('Page', 'u1'), title: ' About us ', body: [newSection('Who', '<p>We</p>')] };
    expect(writeFromValues(values, 'Page')).toEqual({
      title: 'About us',
      type: 'Page',
      image: null,
      permaLink: '',
      body: [{ title: 'Who', body: '<p>We</p>' }],
    });
  });

  it('puts keywords in the first meta tag and the publish date in UTC', () => {
    const values = {
      ...emptyValues('Article', 'u1'),
      title: 'T',
      publishDate: '2025-03-09 14:30:00',
      seo: { title: 'S', description: 'D', keywords: 'a, b' },
    };
    const body = writeFromValues(values, 'Article');
    expect(body.seo).toEqual({ title: 'S', description: 'D', metaTags: [{ property: 'keywords', content: 'a, b' }] });
    expect(body.publishDate).toBe(new Date(2025, 2, 9, 14, 30).toISOString());
  });

  it('drops empty video rows and sends uploads by id', () => {
    const values = {
      ...emptyValues('Video', 'u1'),
      title: 'V',
      videos: [
        { key: 'a', url: '', file: null },
        { key: 'b', url: ' https://example.com/v.mp4 ', file: null },
        { key: 'c', url: '', file: { _id: 'f1', url: '/media/f1.mp4', name: 'f1.mp4' } },
      ],
    };
    expect(writeFromValues(values, 'Video').videos).toEqual([
      { url: 'https://example.com/v.mp4', file: null },
      { file: 'f1' },
    ]);
  });

  it("never sends the form's own keys (rows' keys, the keywords line), which the server refuses", () => {
    const file = { _id: 'f1', url: '/media/f1.png', name: 'f1.png' };
    const values = {
      ...emptyValues('Article', 'u1'),
      title: 'T',
      seo: { title: 'S', description: 'D', keywords: 'k' },
      body: [newSection('One', '<p>Text</p>')],
      gallery: [
        newGalleryImage(file, 'Gulls'),
        { key: 'g2', file: null, url: 'https://x.example/a.jpg', description: '' },
      ],
      videos: [
        { ...newVideo(), url: 'https://video.example/v' },
        { ...newVideo(), file },
      ],
    };
    for (const type of contentTypes) {
      expect(unknownFields(cmsPatchSchema, writeFromValues(values, type), cmsItemSchema), type).toEqual([]);
    }
  });
});

describe('plainText', () => {
  it('finds no words in empty markup', () => {
    expect(plainText('<p></p><p>&nbsp;</p>')).toBe('');
    expect(plainText('<p>Hi <strong>there</strong></p>')).toBe('Hi there');
    expect(plainText('<p><span data-latex="E = mc^2" data-type="inline-math"></span></p>')).toBe('E = mc^2');
  });
});

describe('addresses in the form', () => {
  it('marks a video URL that is not a web address under its own field, as the server would refuse it', () => {
    const values = emptyValues('Video', null);
    values.title = 'Clip';
    values.videos = [
      { ...newVideo(), url: 'https://video.example.com/ok.mp4' },
      newVideo(),
      { ...newVideo(), url: 'my holiday clip' },
      { ...newVideo(), url: ' JaVaScRiPt:alert(1)' },
    ];
    // The empty row is not sent; the marks still land on the rows the editor typed into.
    expect(draftProblems(values, 'Video')).toEqual({
      'videos.2.url': messages.urlInvalid,
      'videos.3.url': messages.urlInvalid,
    });
  });

  it('checks the fields an article shows by the same limits as the server', () => {
    const values = { ...emptyValues('Article', null), title: 'Hello', permaLink: 'Not A Slug!' };
    values.canonicalUrl = 'data:text/html,x';
    values.seo = { title: 'x'.repeat(501), description: '', keywords: 'k'.repeat(501) };
    expect(draftProblems(values, 'Article')).toEqual({
      canonicalUrl: messages.urlInvalid,
      permaLink: messages.slugInvalid,
      'seo.title': messages.tooLong(500),
      'seo.keywords': messages.tooLong(500),
    });
  });
});

describe('the Publish button', () => {
  const now = new Date('2030-06-01T12:00:00Z');
  const base = { mayPublish: true, status: null, publishDate: null, now, label: 'Publish' } as const;
  const local = (iso: string) => {
    const d = new Date(iso);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:00`;
  };

  it('says Publish for a new item dated now or earlier', () => {
    expect(publishButtonLabel(base)).toBe('Publish');
    expect(publishButtonLabel({ ...base, publishDate: local('2030-06-01T11:00:00Z') })).toBe('Publish');
  });

  it('says Schedule when the date is ahead, also on a live item', () => {
    expect(publishButtonLabel({ ...base, publishDate: local('2030-06-01T14:30:00Z') })).toBe('Schedule');
    expect(publishButtonLabel({ ...base, status: 'Published', publishDate: local('2030-07-01T09:00:00Z') })).toBe(
      'Schedule',
    );
  });

  it('says Update on a published item, and Submit for review without the Publish right', () => {
    expect(publishButtonLabel({ ...base, status: 'Published', publishDate: local('2030-05-01T09:00:00Z') })).toBe(
      'Update',
    );
    expect(publishButtonLabel({ ...base, mayPublish: false, publishDate: local('2030-07-01T09:00:00Z') })).toBe(
      'Submit for review',
    );
  });
});
