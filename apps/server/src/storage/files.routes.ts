import send from "@fastify/send";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { FileLink, FileParams, SignedFileParams, SignedFileQuery } from "@study-well/shared/api";
import { AppError } from "../http/app-error";
import { callerOf } from "../http/auth-guard";
import { contentDisposition } from "./file-store";
import type { FilesService } from "./files.service";

/** "bytes=0-99", "bytes=500-", "bytes=-500", "bytes=0-1, 5-9": what a Range header may ask for. */
const BYTE_RANGES = /^bytes=\s*(?:\d+-\d*|-\d+)(?:\s*,\s*(?:\d+-\d*|-\d+))*\s*$/;

const tags = ["files"];

export function filesRoutes(files: FilesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/files/:fileId/link",
      {
        schema: {
          tags,
          description: "An expiring address of one of the caller's files, for <img> and <audio>.",
          params: FileParams,
          response: { 200: FileLink },
        },
      },
      (req) => {
        const caller = callerOf(req);
        return files.link(caller.uid, req.params.fileId, {
          session: caller.sessionId ?? "",
          version: caller.sessionVersion,
        });
      },
    );

    // The address a link from /link points at when files are kept on this server. The signature
    // is the permission (an <audio> element sends no token); ranges let the player seek.
    app.get(
      "/api/files/:fileId/content",
      {
        config: { access: "public" },
        schema: { tags, params: SignedFileParams, querystring: SignedFileQuery, hide: true },
      },
      async (req, reply) => {
        const { expires, session, version, signature } = req.query;
        const file = await files.openSigned(
          req.params.fileId,
          expires,
          { session: session ?? "", version },
          signature,
        );
        // A Range header that is no byte range at all is ignored, as RFC 9110 allows, and the
        // whole file sent; one past the end is still a 416.
        const range = req.raw.headers.range;
        if (range !== undefined && !BYTE_RANGES.test(range)) delete req.raw.headers.range;
        const result = await send(req.raw, file.path, {
          acceptRanges: true,
          cacheControl: false,
          dotfiles: "allow",
          index: false,
          etag: true,
          lastModified: true,
        });
        if (result.type === "error" && result.statusCode === 404) throw AppError.of("file/not-found");
        if (result.type === "error" && result.statusCode === 416) {
          // Said in JSON, as every error is, with the file's size ("bytes */1234") to ask again.
          const range = result.headers["Content-Range"];
          throw AppError.of("file/range-not-satisfiable").withHeaders(
            typeof range === "string" ? { "content-range": range } : {},
          );
        }
        const secondsLeft = Math.max(0, expires - Math.floor(Date.now() / 1000));
        return reply
          .status(result.statusCode)
          .headers(result.headers)
          .header("content-type", file.contentType)
          .header("content-disposition", contentDisposition(file.name))
          .header("cache-control", `private, max-age=${secondsLeft}`)
          .header("content-security-policy", "default-src 'none'; sandbox")
          .header("cross-origin-resource-policy", "same-origin")
          .send(result.stream);
      },
    );
  };
}
