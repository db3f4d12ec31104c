import { apiMessage } from '@rimba/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { InstagramFeed } from './feed.js';

const Post = Type.Object({
  id: Type.String(),
  caption: Type.String(),
  media_type: Type.String(),
  permalink: Type.Union([Type.String(), Type.Null()]),
  image: Type.String({ description: 'The post’s picture, served by this server' }),
});

/**
 * `GET /api/public/instagram`: the foundation's newest Instagram posts (none without INSTAGRAM_TOKEN or
 * while Instagram fails), and `GET /api/public/instagram/{id}/image`: a post's picture, passed on by the
 * server so that the visitor's browser asks nothing of Instagram.
 */
export function registerInstagramRoutes(app: FastifyInstance): void {
  const feed = new InstagramFeed(app.config.instagram, app.log);
  app.get(
    '/api/public/instagram',
    {
      schema: {
        tags: ['Public'],
        summary: 'The newest Instagram posts, empty when no feed is configured or Instagram fails',
        response: { 200: Type.Object({ data: Type.Array(Post) }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { data: await feed.posts() };
    },
  );
  app.get(
    '/api/public/instagram/:id/image',
    {
      schema: {
        tags: ['Public'],
        summary: 'The picture of a post of the Instagram feed',
        params: Type.Object({ id: Type.String({ pattern: '^[0-9]{1,30}$' }) }),
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const image = await feed.image(id);
      if (!image) {
        return reply.status(404).send({ message: apiMessage('notFound', request.lang) });
      }
      return reply
        .type(image.type)
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(image.bytes);
    },
  );
}
