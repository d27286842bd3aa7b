import type { OpenAPIHono, RouteConfig, RouteConfigToTypedResponse } from "@hono/zod-openapi";
import type { Env, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { errorResponse, jsonBody, refuseControlCharacters, validate } from "./validation.ts";

/**
 * Registers declared calls (packages/api be/ and v1/) on an OpenAPIHono app: the gates a call's
 * declaration asks for run first, then its body's checks, then its limits; a JSON body's type and syntax are checked and its
 * content validated in the caller's language before the library's validator reads it; bad query or
 * path input is answered in the caller's language too (the declaration's schema parsed again with
 * the localised messages). The library then validates the input and writes the OpenAPI document.
 */
export type Register<E extends Env = Env> = ReturnType<typeof declaredRegistrar<E>>;

export function declaredRegistrar<E extends Env>(
  app: OpenAPIHono<E>,
  middlewareOf: (route: RouteConfig) => { gates: MiddlewareHandler<E>[]; limits?: MiddlewareHandler<E>[] },
) {
  return <R extends RouteConfig>(route: R, handler: Parameters<typeof app.openapi<R>>[1]) => {
    const request = route.request;
    const media = request?.body?.content["application/json"];
    const body = media && "schema" in media ? (media.schema as z.ZodType) : undefined;
    const schemas: Record<string, z.ZodType | undefined> = { query: request?.query, param: request?.params };
    // Gates first, then the body's checks, then the limits: a refused or malformed call spends no point.
    const { gates, limits = [] } = middlewareOf(route);
    const inputs = [
      ...(request?.params ? [inputFirst<E>("param", request.params)] : []),
      ...(request?.query ? [inputFirst<E>("query", request.query)] : []),
      ...(body ? [jsonFirst<E>(body)] : []),
    ];
    const middleware = [...gates, ...inputs, ...limits];
    // The document has the whole declaration; the route is registered without its JSON body, which
    // jsonFirst has read and parsed once (the library would parse it again).
    app.openAPIRegistry.registerPath(route);
    const served = body ? { ...route, request: { ...request, body: undefined } } : route;
    app.openapi({ ...served, middleware, hide: true } as R, handler, (result, c) => {
      if (result.success) return;
      const schema = schemas[result.target];
      const input = result.target === "query" ? c.req.query() : result.target === "param" ? c.req.param() : undefined;
      // Answered in the caller's language (validate refuses), else with the library's issues.
      if (schema && input) validate(c, schema, input);
      return errorResponse(
        c,
        400,
        "invalidInput",
        result.error.issues.map((i) => ({ path: i.path.join(".") || "(body)", message: i.message })),
      );
    });
  };
}

/**
 * Path or query input checked in the caller's language (before the limits; the library checks it
 * again). validate() holds every string to the boundary rule; a repeated query parameter's other
 * values (which c.req.query() leaves out, and the library may read) are held to it here.
 */
function inputFirst<E extends Env>(target: "param" | "query", schema: z.ZodType): MiddlewareHandler<E> {
  return async (c, next) => {
    validate(c, schema, target === "param" ? c.req.param() : c.req.query());
    if (target === "query") refuseControlCharacters(c, c.req.queries());
    await next();
  };
}

/** A JSON body: its type and syntax checked, and its content in the caller's language, parsed once for the handler. */
function jsonFirst<E extends Env>(schema: z.ZodType): MiddlewareHandler<E> {
  return async (c, next) => {
    c.req.addValidatedData("json", (await jsonBody(c, schema)) as object);
    await next();
  };
}

/**
 * A reply sent as prepared bytes (compressed, kept) for a call whose declaration names its JSON
 * schema: the same JSON, so it stands for the declared reply (the contract tests parse it).
 */
export function preparedReply<R extends RouteConfig>(_route: R, response: Response): RouteConfigToTypedResponse<R> {
  return response as unknown as RouteConfigToTypedResponse<R>;
}
