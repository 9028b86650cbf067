import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { z } from 'zod';
import type { ServiceIconName } from '@site/shared/contract';
import type { Motif, Shape } from '../media/compose';
import { mediaPath } from '../media/catalog';
import { logoMarks } from '../media/logo';
import { fileMedia, generatedMedia, logoMedia, mediaName, type MediaRow } from '../media/media-source';
import { hashString } from '../media/random';
import {
  aboutFileSchema,
  blogFrontMatterSchema,
  categoriesFileSchema,
  clientFileSchema,
  contactFileSchema,
  portfolioFileSchema,
  projectFileSchema,
  serviceImportSchema,
  type ImageSpec,
} from './content-schema';
import { markdownToHtml } from './html';
import { readContentFolder } from './read-content';
import { readMarkdownFolder } from './read-markdown';

// The first half of the import (import.ts): content/ read and validated, nothing written. An
// error names the file and field.

/** The image motif of each service icon: every name of the table (shared/src/contract/service-icons.ts) has one. */
const serviceMotifs: Record<ServiceIconName, Motif> = {
  code: 'browser',
  smartphone: 'phone',
  'shopping-cart': 'shop',
  megaphone: 'social',
  database: 'database',
  shield: 'shield',
  palette: 'design',
  receipt: 'invoice',
  users: 'team',
};

const curatedHues = [205, 222, 245, 262, 190, 172, 155, 330, 350, 18, 32, 280];

function hueFor(seed: string): number {
  return curatedHues[hashString(seed) % curatedHues.length]!;
}

function readYaml<S extends z.ZodType>(file: string, schema: S): z.infer<S> {
  const where = path.relative(process.cwd(), file);
  if (!existsSync(file)) throw new Error(`Missing content file ${where}`);
  let data: unknown;
  try {
    data = parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Invalid content file ${where}: not valid YAML (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`, {
      cause: error,
    });
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`);
    throw new Error(`Invalid content file ${where}:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

function folderOrEmpty<T>(folder: string, read: () => T[]): T[] {
  return existsSync(folder) ? read() : [];
}

function uniqueSlugs(kind: string, items: { slug: string }[]): void {
  const seen = new Set<string>();
  for (const { slug } of items) {
    if (seen.has(slug)) throw new Error(`Two ${kind} use the slug "${slug}": slugs must be unique`);
    seen.add(slug);
  }
}

/** Everything in content/, validated, with the media each item needs. */
export function readContent(contentDir: string) {
  const media = new Map<string, MediaRow>();
  const image = (spec: ImageSpec | undefined, name: string, seed: string, fallback: { motif: Motif; shape?: Shape; hue?: number }): string => {
    const row =
      typeof spec === 'string'
        ? fileMedia(name, contentDir, spec)
        : generatedMedia(name, seed, {
            motif: spec?.motif ?? fallback.motif,
            shape: spec?.shape ?? fallback.shape,
            hue: spec?.hue ?? fallback.hue ?? hueFor(seed),
          });
    media.set(row.id, row);
    return row.id;
  };

  const at = (...parts: string[]) => path.join(contentDir, ...parts);

  const services = readContentFolder(at('services'), serviceImportSchema).map((service) => ({
    ...service,
    image_id: service.image_url
      ? null
      : image(service.image, mediaName('service', service.slug), `service:${service.slug}`, { motif: service.icon ? serviceMotifs[service.icon] : 'browser' }),
  }));
  uniqueSlugs('services', services);

  const projectCategories = existsSync(at('categories', 'projects.yaml')) ? readYaml(at('categories', 'projects.yaml'), categoriesFileSchema) : [];
  const blogCategories = existsSync(at('categories', 'blog.yaml')) ? readYaml(at('categories', 'blog.yaml'), categoriesFileSchema) : [];
  uniqueSlugs('project categories', projectCategories);
  uniqueSlugs('blog categories', blogCategories);

  const projects = folderOrEmpty(at('projects'), () => readContentFolder(at('projects'), projectFileSchema)).map((project) => {
    if (!projectCategories.some((category) => category.slug === project.category)) {
      throw new Error(`Project "${project.slug}" names the category "${project.category}", which content/categories/projects.yaml does not list`);
    }
    const motif = project.image && typeof project.image !== 'string' ? project.image.motif : 'browser';
    const hue = project.image && typeof project.image !== 'string' && project.image.hue !== undefined ? project.image.hue : hueFor(project.slug);
    return {
      ...project,
      description_html: { ar: markdownToHtml(project.description.ar), en: markdownToHtml(project.description.en) },
      image_id: image(project.image, mediaName('project', project.slug), `project:${project.slug}`, { motif }),
      gallery: project.gallery.map((item, index) => ({
        ...item,
        image_id: image(item.image, mediaName('project', project.slug, index + 1), `project:${project.slug}:${index + 1}`, { motif, hue }),
      })),
    };
  });
  uniqueSlugs('projects', projects);

  const blogs = folderOrEmpty(at('blog'), () => readMarkdownFolder(at('blog'), blogFrontMatterSchema)).map(({ file, data, body }) => {
    if (!blogCategories.some((category) => category.slug === data.category)) {
      throw new Error(`Blog article ${file} names the category "${data.category}", which content/categories/blog.yaml does not list`);
    }
    return {
      ...data,
      content_html: { ar: markdownToHtml(body.ar), en: markdownToHtml(body.en) },
      image_id: image(data.image, mediaName('blog', data.slug), `blog:${data.slug}`, { motif: 'browser' }),
    };
  });
  uniqueSlugs('blog articles', blogs);

  const clients = folderOrEmpty(at('clients'), () => readContentFolder(at('clients'), clientFileSchema)).map((client) => {
    let logoId: string | null = null;
    let logoText = client.logo ?? null;
    if (logoText && /^media\/[A-Za-z0-9._/-]+\.svg$/.test(logoText)) {
      // A logo file of content/, named by a path relative to the API host (the site resolves such
      // a path against the API host: docs/product.md#clients).
      const row = fileMedia(mediaName('client', client.slug), contentDir, logoText, 'vector');
      media.set(row.id, row);
      logoText = mediaPath(row);
    } else if (client.logo === undefined) {
      const row = logoMedia(
        mediaName('client', client.slug),
        client.name.en,
        client.mark ?? logoMarks[hashString(client.slug) % logoMarks.length]!,
        client.hue ?? hueFor(client.slug),
      );
      media.set(row.id, row);
      logoId = row.id;
    }
    return { ...client, logo_text: logoText, logo_id: logoId };
  });
  uniqueSlugs('clients', clients);

  const portfolio = folderOrEmpty(at('portfolio'), () => readContentFolder(at('portfolio'), portfolioFileSchema)).map((project) => {
    const hue = project.style.hue ?? hueFor(project.slug);
    return {
      ...project,
      image_id: image(project.image, mediaName('portfolio', project.slug), `portfolio:${project.slug}`, {
        motif: project.style.motifs[0]!,
        shape: project.style.shape,
        hue,
      }),
      gallery: project.gallery.map((item, index) => ({
        ...item,
        image_id: image(item.image, mediaName('portfolio', project.slug, index + 1), `portfolio:${project.slug}:${index + 1}`, {
          motif: project.style.motifs[index % project.style.motifs.length]!,
          shape: project.style.shape,
          hue,
        }),
      })),
    };
  });
  uniqueSlugs('portfolio projects', portfolio);

  const about = existsSync(at('pages', 'about.yaml')) ? readYaml(at('pages', 'about.yaml'), aboutFileSchema) : null;
  const contact = existsSync(at('pages', 'contact.yaml')) ? readYaml(at('pages', 'contact.yaml'), contactFileSchema) : null;

  return { services, projectCategories, blogCategories, projects, blogs, clients, portfolio, about, contact, media: [...media.values()] };
}

export type Content = ReturnType<typeof readContent>;
