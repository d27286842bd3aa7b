import { type MenuGroup, sideMenu, type Viewer } from "@raidkit/game";
import { NavLink } from "react-router";
import { useT } from "../../i18n/useT.tsx";
import { routeExists } from "../../shared/routeRegistry.ts";

export function menuGroups(
  viewer: Viewer,
  regionalSites: { label: string; url: string }[],
  mobile = false,
  communityChatUrl: string | null = null,
): MenuGroup[] {
  return sideMenu(viewer, routeExists, regionalSites, mobile, communityChatUrl);
}

/** Spec §2 side menu: groups of links, only to routes this deployment has. */
export function SideMenu(props: { groups: MenuGroup[]; mapNames: Record<string, string>; onNavigate?: () => void }) {
  const t = useT();
  const label = (link: MenuGroup["links"][number]) => props.mapNames[link.to] ?? (link.literal ? link.label : t(link.label));
  return (
    <nav className="side-menu" aria-label={t("menu.title")}>
      {props.groups.map((group) => (
        <section key={group.id}>
          <h2>{t(`menu.groups.${group.id}`)}</h2>
          <ul>
            {group.links.map((link) =>
              link.external ? (
                <li key={link.to}>
                  <a href={link.to} rel="noopener noreferrer" target="_blank">
                    {label(link)}
                  </a>
                </li>
              ) : (
                <li key={link.to}>
                  <NavLink to={link.to} end onClick={props.onNavigate}>
                    {label(link)}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </section>
      ))}
    </nav>
  );
}
