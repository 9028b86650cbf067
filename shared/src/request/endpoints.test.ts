import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiBase } from './base';
import {
  blogPostBySlugQuery,
  blogPostFromList,
  blogPostsPageQuery,
  forgetLoadedBlogPosts,
  loadedBlogPosts,
  rememberBlogPosts,
  type BlogPostView,
} from './blogs';
import { clientsQuery } from './clients';
import { aboutPageQuery, contactPageQuery } from './pages';
import { projectCategoriesQuery, projectListPageQuery, projectQuery, projectsPageQuery } from './projects';
import { runQuery } from './query';
import { resetRequestClient } from './reset';
import { serviceQuery, servicesQuery } from './services';
import { nameProblems, requestConsultation, sendContactMessage, subscribeNewsletter, validateSubmission } from './submissions';
import { HttpError, isAlreadySubscribed } from './errors';
import { jsonResponse, listReply, mockFetch } from '../testing/fetch';

beforeEach(() => resetRequestClient());
afterEach(() => {
  resetRequestClient();
  setApiBase('/api');
  vi.unstubAllGlobals();
});

const project = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  slug: `p-${id}`,
  name: `Project ${id}`,
  description: '<p>Built <b>fast</b> &amp; safe</p>',
  category: { id: 1, slug: 'web', name: 'Web' },
  image_url: `/media/p${id}.webp`,
  date: '2024-05-01',
  created_at: '2024-04-01T10:00:00Z',
  ...extra,
});

const post = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  slug: `post-${id}`,
  name: `Post ${id}`,
  description: 'About things',
  content: `<p>${'word '.repeat(401)}</p>`,
  date: null,
  created_at: '2025-02-03T08:00:00Z',
  is_best: id === 1,
  category: { name: 'Tech' },
  ...extra,
});

describe('services', () => {
  it('reads data.data of the list and data.service/related_services of the detail', async () => {
    const service = { id: 1, slug: 'web', name: 'Web', description: 'd', icon: 'code', image_url: 'storage/web.png', sort_order: 1 };
    const { urls } = mockFetch((url) =>
      url.includes('/services/web')
        ? jsonResponse({ success: true, data: { service, related_services: [{ id: 2, slug: 'apps', name: 'Apps', description: 'a' }] } })
        : jsonResponse(listReply([service])),
    );
    expect(await runQuery(servicesQuery, 'ar')).toEqual([{ ...service, image_url: '/storage/web.png' }]);
    const detail = await runQuery(serviceQuery('web'), 'en');
    expect(detail.service.name).toBe('Web');
    expect(detail.related).toEqual([{ id: 2, slug: 'apps', name: 'Apps', description: 'a' }]);
    expect(urls()).toEqual(['/api/v1/services?lang=ar', '/api/v1/services/web?lang=en']);
  });
});

describe('projects: shape variants', () => {
  it('normalises a category sent as an object, a string or per language, and image_url or image', async () => {
    mockFetch(() =>
      jsonResponse(
        listReply([
          project(1),
          project(2, { category: 'Mobile Apps', image_url: null, image: 'https://cdn.example/p2.png', title: { ar: 'مشروع', en: 'Project two' } }),
          project(3, { category: { ar: 'تجارة', en: 'E-commerce' }, image_url: undefined, date: null, title: { ar: '', en: 'Only English' } }),
          project(4, { category: { slug: 'design', name: { ar: 'تصميم', en: 'Design' } }, image_url: '{token}' }),
        ]),
      ),
    );
    const [one, two, three, four] = (await runQuery(projectsPageQuery({ page: 1, perPage: 50 }), 'ar')).items;
    expect(one).toMatchObject({
      title: 'Project 1',
      category: { slug: 'web', name: 'Web' },
      image: '/media/p1.webp',
      date: '2024-05-01',
      summary: 'Built fast & safe',
      isActive: true,
    });
    expect(two).toMatchObject({ title: 'مشروع', category: { slug: 'mobile-apps', name: 'Mobile Apps' }, image: 'https://cdn.example/p2.png' });
    expect(three).toMatchObject({ title: 'Only English', category: { slug: 'e-commerce', name: 'تجارة' }, image: null, date: '2024-04-01' });
    expect(four).toMatchObject({ category: { slug: 'design', name: 'تصميم' }, image: null });
  });

  it('reads the detail with gallaries and at most 3 related projects (title or name)', async () => {
    const related = [1, 2, 3, 4].map((id) => ({
      id: id + 10,
      title: id === 1 ? { ar: 'ع', en: 'T' } : undefined,
      name: `R${id}`,
      description: 'r',
      image: '/r.png',
    }));
    mockFetch(() =>
      jsonResponse({
        success: true,
        data: {
          project: project(1, { gallaries: [{ id: 5, name: 'Home', image: '/g1.png' }, { name: 'No image' }, { image_url: '/g2.png' }] }),
          related_projects: related,
        },
      }),
    );
    const detail = await runQuery(projectQuery(1), 'en');
    expect(detail.project.gallery).toEqual([
      { id: 5, name: 'Home', image: '/g1.png', imageMeta: null },
      { id: null, name: '', image: '/g2.png', imageMeta: null },
    ]);
    expect(detail.related.map((r) => r.title)).toEqual(['T', 'R2', 'R3']);
  });

  it('reads the categories and a page of the per-category list', async () => {
    const { urls } = mockFetch((url) =>
      url.includes('categories')
        ? jsonResponse({ success: true, data: { categories: [{ id: 1, slug: 'web', name: 'Web' }] } })
        : jsonResponse(listReply([project(1)])),
    );
    expect(await runQuery(projectCategoriesQuery, 'ar')).toEqual([{ id: 1, slug: 'web', name: 'Web' }]);
    expect((await runQuery(projectListPageQuery('web', 1), 'ar')).items).toHaveLength(1);
    expect(urls()).toEqual(['/api/v1/projects/categories?lang=ar', '/api/v1/projects/category/web?page=1&per_page=50&lang=ar']);
  });
});

describe('the /projects list by the fetch-all rule', () => {
  it('reads pages of 50 of every project, or of the category in the URL', async () => {
    expect(projectListPageQuery(null, 1).path).toBe('/v1/projects?page=1&per_page=50');
    expect(projectListPageQuery('e-commerce', 2).path).toBe('/v1/projects/category/e-commerce?page=2&per_page=50');
    const { urls } = mockFetch(() => jsonResponse(listReply([project(7)], { total: 51, current_page: 2, last_page: 2, per_page: 50 })));
    const page = await runQuery(projectListPageQuery('web apps', 2), 'en');
    expect(page).toMatchObject({ total: 51, currentPage: 2, lastPage: 2, items: [{ id: 7 }] });
    expect(urls()).toEqual(['/api/v1/projects/category/web%20apps?page=2&per_page=50&lang=en']);
  });
});

describe('blogs', () => {
  it('reads posts with reading time, featured flag and the category as {name} or a string', async () => {
    mockFetch(() => jsonResponse(listReply([post(1), post(2, { category: 'News', image: '/b.png', quote: '  ' })])));
    const [first, second] = (await runQuery(blogPostsPageQuery(), 'en')).items;
    expect(first).toMatchObject({ isBest: true, readingMinutes: 3, date: '2025-02-03', category: { slug: 'tech', name: 'Tech' }, image: null });
    expect(second).toMatchObject({ isBest: false, category: { name: 'News' }, image: '/b.png', quote: null });
  });

  it('reads the article (blog, related_blogs)', async () => {
    const { urls } = mockFetch(() => jsonResponse({ success: true, data: { blog: post(3), related_blogs: [post(4)] } }));
    const detail = await runQuery(blogPostBySlugQuery('post-3'), 'ar');
    expect(detail.post.slug).toBe('post-3');
    expect(detail.related.map((p) => p.id)).toEqual([4]);
    expect(urls()).toEqual(['/api/v1/blogs/slug/post-3?lang=ar']);
  });

  it('shows an author only where the content names one (the seed has none)', async () => {
    mockFetch(() => jsonResponse(listReply([post(1), post(2, { author: '  Layla Hassan ' }), post(3, { author: '' })])));
    expect((await runQuery(blogPostsPageQuery(), 'en')).items.map((item) => item.author)).toEqual([null, 'Layla Hassan', null]);
  });
});

describe('articles already loaded (found in the loaded list first)', () => {
  const view = (id: number, category: string | null, date: string): BlogPostView => ({
    id,
    slug: `post-${id}`,
    name: `Post ${id}`,
    description: '',
    content: '',
    date,
    image: null,
    imageMeta: null,
    quote: null,
    isBest: false,
    category: category ? { slug: category, name: category } : null,
    readingMinutes: 0,
    author: null,
  });
  afterEach(() => forgetLoadedBlogPosts());

  it('finds an article by slug, with up to 3 related ones as the API picks them: its category first, then the newest', () => {
    const loaded = [
      view(1, 'web', '2025-01-01'),
      view(2, 'shop', '2025-06-01'),
      view(3, 'web', '2024-01-01'),
      view(4, 'shop', '2025-03-01'),
      view(5, 'design', '2025-05-01'),
    ];
    expect(blogPostFromList('post-9', loaded)).toBeNull();
    const found = blogPostFromList('post-1', [...loaded, loaded[2]!]);
    expect(found?.post.id).toBe(1);
    expect(found?.related.map((item) => item.id)).toEqual([3, 2, 5]);
  });

  it('asks for an article the list carried without its body (this API’s lists never carry one), reading time from the server', async () => {
    const { calls } = mockFetch((url) =>
      url.includes('/slug/')
        ? jsonResponse({ success: true, data: { blog: post(3), related_blogs: [] } })
        : jsonResponse(listReply([{ ...post(3), content: undefined, reading_minutes: 7 }])),
    );
    const [listed] = (await runQuery(blogPostsPageQuery({ page: 1, perPage: 50 }), 'en')).items;
    expect(listed).toMatchObject({ content: null, readingMinutes: 7 });
    expect(blogPostFromList('post-3', [listed!])).toBeNull();
    const found = await runQuery(blogPostBySlugQuery('post-3'), 'en');
    expect(found.post.content).toMatch(/<p>/);
    expect(calls.map((call) => call.url)).toEqual(['/api/v1/blogs?page=1&per_page=50&lang=en', '/api/v1/blogs/slug/post-3?lang=en']);
  });

  it('remembers what the list showed, per language, once per article', () => {
    rememberBlogPosts('ar', [view(1, 'web', '2025-01-01'), view(2, 'web', '2025-01-02')]);
    rememberBlogPosts('ar', [view(2, 'web', '2025-01-02')]);
    expect(loadedBlogPosts('ar').map((item) => item.id)).toEqual([1, 2]);
    expect(loadedBlogPosts('en')).toEqual([]);
  });
});

describe('clients', () => {
  it('resolves relative logos against the API host and treats {token} as no logo', async () => {
    setApiBase('https://api.example.com/api');
    mockFetch(() =>
      jsonResponse({
        success: true,
        data: [
          { id: 1, name: 'A', logo: 'storage/clients/a.png', website: 'https://a.example' },
          { id: 2, name: 'B', logo: '/storage/{token}/b.png', website: '' },
          { id: 3, name: 'C', logo: 'https://cdn.example/c.svg', description: 'Shop' },
          { id: 4, name: 'D', logo: null },
        ],
      }),
    );
    const clients = (await runQuery(clientsQuery, 'ar')).items;
    expect(clients.map((c) => c.logo)).toEqual(['https://api.example.com/storage/clients/a.png', null, 'https://cdn.example/c.svg', null]);
    expect(clients[1]!.website).toBeNull();
    expect(clients[2]!.description).toBe('Shop');
  });
});

describe('pages', () => {
  const about = { business_name: 'Nasaq', business_description: 'We build', business_message: '' };
  it('reads about and contact data', async () => {
    mockFetch((url) =>
      url.includes('about')
        ? jsonResponse({ success: true, data: { ...about, statistics: { total_projects: 210 } } })
        : jsonResponse({
            success: true,
            data: {
              contact_info: { phone: '+966 55 123 4567', email: 'hi@nasaq.example', address: null },
              social_media: [{ name: 'X', url: 'https://x.example', icon: 'x' }],
              about,
              statistics: {},
            },
          }),
    );
    expect(await runQuery(aboutPageQuery, 'en')).toEqual({
      businessName: 'Nasaq',
      businessDescription: 'We build',
      businessMessage: null,
      statistics: { total_projects: 210 },
    });
    const contact = await runQuery(contactPageQuery, 'en');
    expect(contact.contactInfo).toEqual({ phone: '+966 55 123 4567', email: 'hi@nasaq.example', address: null, workingHours: null });
    expect(contact.socialMedia).toHaveLength(1);
  });
});

describe('submissions', () => {
  it('posts JSON with the language; the contact subject defaults to general inquiry in Arabic', async () => {
    const { calls } = mockFetch(() => jsonResponse({ success: true, message: 'Sent', data: { id: 7 } }, 201));
    await sendContactMessage({ name: 'Sara Ali', email: 's@example.com', phone: '+20 100 123 4567', subject: '', message: 'Hello there, a project.' }, 'en');
    await subscribeNewsletter({ email: 's@example.com' }, 'ar');
    await requestConsultation(
      {
        name: 'Sara',
        email: 's@example.com',
        phone: '+20 100 123 4567',
        description: null,
        country: null,
        service_id: '1',
        preferred_date: '2025-09-23',
        preferred_time: '14:00',
      },
      'ar',
    );
    expect(calls.map((c) => [c.url, c.init?.method])).toEqual([
      ['/api/v1/messages/contact?lang=en', 'POST'],
      ['/api/v1/messages/newsletter?lang=ar', 'POST'],
      ['/api/v1/consultations/free?lang=ar', 'POST'],
    ]);
    expect(JSON.parse(calls[0]!.init?.body as string)).toMatchObject({ subject: 'استفسار عام', language: 'en' });
    expect(JSON.parse(calls[2]!.init?.body as string)).toMatchObject({ service_id: '1', description: null, language: 'ar' });
  });

  it('sends the Idempotency-Key it is given, the same on the client’s own retries of the request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { calls } = mockFetch((_url, _init, call) =>
        call === 1
          ? jsonResponse({ success: false, message: 'Too many requests. Please try again later.' }, 429, { 'Retry-After': '1' })
          : jsonResponse({ success: true, message: 'ok' }, 201),
      );
      const sent = subscribeNewsletter({ email: 's@example.com' }, 'en', { idempotencyKey: 'key-1' });
      await vi.advanceTimersByTimeAsync(3000);
      await sent;
      expect(calls.map((call) => (call.init?.headers as Record<string, string>)['Idempotency-Key'])).toEqual(['key-1', 'key-1']);
      await sendContactMessage({ name: 'Sara Ali', email: 's@example.com', phone: '+20 100 123 4567', message: 'Hello there, a project.' }, 'en');
      expect(calls[2]!.init?.headers).not.toHaveProperty('Idempotency-Key');
    } finally {
      vi.useRealTimers();
    }
  });

  it("validates a body in the browser as the server does: field → its first problem, in the contract's words", () => {
    expect(validateSubmission('newsletter', { email: 's@example.com' })).toEqual({});
    expect(validateSubmission('newsletter', { email: 'nope' })).toEqual({ email: 'Invalid email address' });
    expect(validateSubmission('contact', { name: 'S', email: 's@example.com', phone: '123', message: 'Hi' })).toEqual({
      name: 'Minimum length is 2 characters',
      phone: 'Invalid phone number',
      message: 'Minimum length is 10 characters',
    });
    expect(
      validateSubmission('consultation', {
        name: 'Sara',
        email: 's@example.com',
        phone: '+20 100 123 4567',
        description: null,
        country: 'mars',
        service_id: '10',
        preferred_date: '2025-02-30',
        preferred_time: '25:00',
      }),
    ).toEqual({ country: 'Invalid choice', service_id: 'Invalid choice', preferred_date: 'Invalid date', preferred_time: 'Invalid time' });
    expect(nameProblems('سارة')).toEqual([]);
    expect(nameProblems('1')).toEqual(['Minimum length is 2 characters', 'Please enter a valid name']);
  });

  it('a reply without success: true is an error; already-subscribed is 422 or the server text', async () => {
    mockFetch(() => jsonResponse({ success: false, message: 'nope' }));
    await expect(subscribeNewsletter({ email: 'a@b.co' }, 'ar')).rejects.toThrow(/Invalid response/);
    expect(isAlreadySubscribed(new HttpError(422, { success: false, message: 'Invalid' }))).toBe(true);
    expect(isAlreadySubscribed(new HttpError(409, { success: false, message: 'Email already exists' }))).toBe(true);
    expect(isAlreadySubscribed(new HttpError(500, { success: false, message: 'boom' }))).toBe(false);
  });
});
