// The Vercel AI SDK (`ai`, `@ai-sdk/openai`): generateText with tools, its built-in OpenTelemetry spans
// (`experimental_telemetry`), written as OTLP/JSON lines by the OpenTelemetry JS SDK's own JSON serializer.
//
// Usage: node generate.mjs OUT_DIR   (after `npm ci` in this folder; run by ../../regenerate.sh)
// The fake OpenAI server and the conversations come from ../scenario.py, run as a child process.
// The session is telemetry metadata (`ai.telemetry.metadata.sessionId`); content is recorded by default and
// `experimental_telemetry: {recordInputs: false, recordOutputs: false}` turns it off.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

import { createOpenAI } from "@ai-sdk/openai";
import { context, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { JsonTraceSerializer } from "@opentelemetry/otlp-transformer";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BasicTracerProvider, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { generateText, stepCountIs, tool } from "ai";
import { z } from "zod";

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, "../../../..");
const out = resolve(process.argv[2]);
mkdirSync(out, { recursive: true });

const lines = [];
const exporter = {
  export(spans, done) {
    lines.push(new TextDecoder().decode(JsonTraceSerializer.serializeRequest(spans)));
    done({ code: 0 });
  },
  shutdown: async () => {},
  forceFlush: async () => {},
};
context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
const provider = new BasicTracerProvider({
  resource: resourceFromAttributes({ "service.name": "shop-agent" }),
  spanProcessors: [new SimpleSpanProcessor(exporter)],
});
const tracer = provider.getTracer("shop-app");
const aiTracer = provider.getTracer("ai");

// The scenario's fake server, served by Python for as long as this process keeps its stdin open.
const server = spawn("python3", [join(here, "..", "scenario.py")], { stdio: ["pipe", "pipe", "inherit"] });
const first = await new Promise((done) => createInterface({ input: server.stdout }).once("line", done));
const scenario = JSON.parse(first);
const openai = createOpenAI({ baseURL: scenario.base_url, apiKey: "test" });

const sessions = [];
let turn = null;
const tools = {
  lookup_order: tool({
    description: "Look up an order by its id and return its status.",
    inputSchema: z.object({ order_id: z.string() }),
    execute: async ({ order_id }) => {
      const result = { order_id, status: order_id === "ORD-1001" ? "shipped" : "packing" };
      turn.tool_calls.push({ name: "lookup_order", args: { order_id }, result, error: null });
      return result;
    },
  }),
  issue_refund: tool({
    description: "Refund an amount of an order.",
    inputSchema: z.object({ order_id: z.string(), amount: z.number() }),
    execute: async ({ order_id, amount }) => {
      turn.tool_calls.push({ name: "issue_refund", args: { order_id, amount }, result: null,
                             error: scenario.refund_failure });
      turn.errors.push({ origin_tool: "issue_refund", type: "Error", message: scenario.refund_failure });
      throw new Error(scenario.refund_failure);
    },
  }),
  escalate_to_human: tool({
    description: "Hand the conversation over to a human support agent.",
    inputSchema: z.object({ reason: z.string() }),
    execute: async ({ reason }) => {
      const result = { ticket: "T-1", queue: "human-support" };
      turn.tool_calls.push({ name: "escalate_to_human", args: { reason }, result, error: null });
      return result;
    },
  }),
};

for (const conversation of scenario.conversations) {
  const session = { session_id: conversation.session_id, content_captured: conversation.content, turns: [],
                    feedback: [] };
  sessions.push(session);
  const messages = [];
  for (const [index, step] of conversation.turns.entries()) {
    turn = { user_text: step.user_text, final_response: null, tool_calls: [], errors: [] };
    session.turns.push(turn);
    messages.push({ role: "user", content: step.user_text });
    await tracer.startActiveSpan("POST /chat", async (request) => {
      const result = await generateText({
        model: openai.chat(scenario.model), system: scenario.system_prompt, messages, tools,
        stopWhen: stepCountIs(5),
        experimental_telemetry: { isEnabled: true, tracer: aiTracer, functionId: "shop_agent",
                                  recordInputs: conversation.content, recordOutputs: conversation.content,
                                  metadata: { sessionId: conversation.session_id } },
      });
      turn.final_response = result.text;
      messages.push(...result.response.messages);
      request.end();
      if (conversation.thumbs_down_turn === index) {
        session.feedback.push({ turn: index, score: 0.0, label: "thumbs_down" });
        const rated = trace.setSpan(context.active(), request);
        const feedback = tracer.startSpan("user_feedback", { attributes: {
          "gen_ai.conversation.id": conversation.session_id } }, rated);
        feedback.addEvent("gen_ai.evaluation.result", {
          "gen_ai.evaluation.name": "user_rating", "gen_ai.evaluation.score.value": 0.0,
          "gen_ai.evaluation.score.label": "thumbs_down", "gen_ai.evaluation.explanation": "did not help" });
        feedback.end();
      }
    });
  }
}
await provider.shutdown();
server.stdin.end();

const version = (name) => JSON.parse(readFileSync(join(here, "node_modules", name, "package.json"))).version;
writeFileSync(join(out, "spans.jsonl.gz"), gzipSync(lines.join("\n") + "\n"));
writeFileSync(join(out, "labels.json"), JSON.stringify({
  producer: "vercel ai sdk",
  versions: { ai: version("ai"), "@ai-sdk/openai": version("@ai-sdk/openai"),
              "@opentelemetry/sdk-trace-base": version("@opentelemetry/sdk-trace-base") },
  generated_by: relative(repo, fileURLToPath(import.meta.url)),
  content_switch: "on by default; experimental_telemetry recordInputs: false, recordOutputs: false turn it off",
  sessions,
}, null, 1) + "\n");
