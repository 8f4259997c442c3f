import { data } from "react-router";
import type { Route } from "./+types/news-post";
import { findPost, newsLabels, postShownIn } from "~/content/news";
import { projects } from "~/content/projects";
import { findService } from "~/content/services";
import { siteLabels } from "~/content/site-labels";
import { NewsFeedLinks, newsFeedLinkTags } from "~/features/news/news-feed-links";
import { pageMeta } from "~/features/seo/page-meta";
import { newsArticleJsonLd } from "~/features/seo/structured-data";
import { formatDate } from "~/lib/intl";
import { newsPostPath, paths, servicePath } from "~/lib/paths";
import type { RouteHandle } from "~/lib/route-handle";
import { absoluteUrl } from "~/lib/site";
import { LANGUAGES } from "../../contract/languages";
import { paths as neutralPaths } from "../../contract/site-paths";
import { siteLanguageFacts } from "~/lib/site-language";
import { Container } from "~/ui/container";
import { Img } from "~/ui/img";
import { Markdown } from "~/ui/markdown";
import { LoadingGate } from "~/ui/page-loader";

// The page does not hydrate, so it reads its text as plain imports. Only the posts of
// data/news.json the build's language shows are prerendered (app/content/site-map.ts): an
// English-only post has no French page, and its English page no French alternate (page-meta.ts).
/** From an English-only post, the switch to French leads to the French news list: the post has no French page. */
export const handle: RouteHandle = {
  switchTo: (params, language) => (postShownIn(params.slug, language) ? undefined : neutralPaths.news),
};

export const meta: Route.MetaFunction = ({ params }) => {
  const post = findPost(params.slug);
  if (!post) return [];
  const path = newsPostPath(post.slug);
  return [
    ...pageMeta({
      title: post.title,
      description: post.summary,
      path,
      structuredData: [newsArticleJsonLd(post, absoluteUrl(path))],
      languages: LANGUAGES.filter((language) => postShownIn(post.slug, language)),
    }),
    ...newsFeedLinkTags(),
  ];
};

/** The project or service a post is about, as a link: a project's card on /projects, a service's page. */
function relatedLink(post: { projectId?: string; serviceId?: string }): { href: string; name: string } | undefined {
  const project = projects.find((candidate) => candidate.id === post.projectId);
  if (project) return { href: `${paths.projects}#${project.id}`, name: project.title };
  const service = findService(post.serviceId);
  return service && { href: servicePath(service.id), name: service.title };
}

export default function NewsPostPage({ params }: Route.ComponentProps) {
  const post = findPost(params.slug);
  if (!post) throw data(null, { status: 404 });
  const related = relatedLink(post);
  return (
    <>
      <LoadingGate label={siteLabels.shell.loading} images={[post.image]} />
      <article>
        <header className="bg-navy-950 text-white">
          <Container className="pt-14 pb-10 sm:pt-20 sm:pb-14">
            <p className="text-xs font-bold uppercase tracking-[0.2em] text-amber-400">
              <a href={paths.news} className="hover:text-amber-300">
                {newsLabels.postEyebrow}
              </a>
            </p>
            <h1 className="mt-3 max-w-3xl text-3xl font-extrabold tracking-tight sm:text-5xl">{post.title}</h1>
            <p className="mt-4 text-navy-100">
              <time dateTime={post.date}>{formatDate(post.date)}</time>
            </p>
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-navy-100">{post.summary}</p>
          </Container>
        </header>
        <Container className="py-12 sm:py-16">
          <div className="max-w-3xl">
            <figure className="overflow-hidden rounded-2xl bg-navy-900">
              <Img src={post.image} alt={post.imageAlt} width={1600} height={900} priority className="aspect-[16/9] w-full object-cover" />
            </figure>
            {/* The body follows the page's h1: its ## headings are h2. */}
            <Markdown className="mt-10" topLevel={2}>
              {post.body}
            </Markdown>
            {related && (
              <p className="mt-10 text-lg text-steel-600">
                {newsLabels.related}
                {siteLanguageFacts.beforeColon}:{" "}
                <a href={related.href} className="font-semibold text-navy-800 underline">
                  {related.name}
                </a>
              </p>
            )}
            <p className="mt-10">
              <a href={paths.news} className="font-semibold text-navy-800 underline">
                ← {newsLabels.allNews}
              </a>
            </p>
          </div>
          <NewsFeedLinks labels={newsLabels} />
        </Container>
      </article>
    </>
  );
}
