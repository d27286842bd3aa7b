import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

/** The workspace packages are pure modules: importing one name from a barrel brings that name's modules only. */
const PURE_PACKAGES = /[\\/]packages[\\/](?:game|api)[\\/]src[\\/]/;

/**
 * What every page of the site's layout runs before its own code: the shell of the layout, the locale
 * texts' hooks, the contexts and the few widgets most pages show (with what they import). One chunk
 * instead of some thirty small ones, which gzip compresses poorly each on its own (issue 33, item 7).
 * Only modules imported statically belong here: a lazy one listed would load with every page.
 */
const SHELL = new RegExp(
  [
    "features/shell/",
    "features/account/UserMenu",
    "features/chat/ChatToggle",
    "features/errors/ErrorPage",
    "i18n/(?:useT|translate|meta)",
    "shared/(?:rootData|routeRegistry|api|account/|pilot/(?:PilotContext|pilotState)|browser|FavouriteStar|favourites)",
    "ui/(?:Figures|ItemImage|ClearableInput|InlineStyle|HoverDropdown|WeatherIcon|AlertContent)",
  ]
    .map((path) => `[\\\\/]apps[\\\\/]web[\\\\/]app[\\\\/]${path.replaceAll("/", "[\\\\/]")}`)
    .join("|"),
);

export default defineConfig({
  plugins: [reactRouter()],
  build: { target: "es2022", sourcemap: false },
  environments: {
    // The browser's chunks only; the server's build keeps its defaults.
    client: {
      build: {
        rolldownOptions: {
          treeshake: { moduleSideEffects: (id: string) => !PURE_PACKAGES.test(id) },
          output: {
            codeSplitting: {
              groups: [
                { name: "shell", test: SHELL, priority: 5 },
                { name: "framework", test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router)[\\/]/, priority: 10 },
              ],
            },
          },
        },
      },
    },
  },
  server: { fs: { allow: ["../.."] } },
});
