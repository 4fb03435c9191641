export * from "../v4/mini/index.js";
