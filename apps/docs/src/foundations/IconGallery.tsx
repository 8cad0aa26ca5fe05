import { vars } from '@portal/tokens/vars';
import type { ComponentType, SVGProps } from 'react';
import { BothThemes } from './foundation-themes';

type IconComponent = ComponentType<SVGProps<SVGSVGElement> & { size?: 'small' | 'medium' }>;

/**
 * Every icon of the kit: one file per icon in packages/ui/src/internal/icons (so each lands only in
 * the chunks that show it). The glob finds new ones by itself. They are internal to the kit (a
 * component shows them beside the text that carries the meaning), so the docs read the files.
 */
const modules = import.meta.glob<Record<string, IconComponent>>(
  '../../../../packages/ui/src/internal/icons/*-icon.tsx',
  { eager: true },
);

export const icons = Object.entries(modules)
  .map(([file, module]) => {
    const [name, component] = Object.entries(module).find(([key]) => key.endsWith('Icon')) ?? [];
    return { file: file.split('/').pop() ?? file, name: name ?? file, Icon: component };
  })
  .filter((entry): entry is { file: string; name: string; Icon: IconComponent } =>
    Boolean(entry.Icon),
  )
  .sort((first, second) => first.name.localeCompare(second.name));

/** The icons in both sizes and in the colours the components give them, in both themes. */
export function IconGallery() {
  return (
    <BothThemes>
      {() => (
        <ul
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
            gap: vars.space[4],
          }}
        >
          {icons.map(({ name, Icon }) => (
            <li key={name} style={{ display: 'grid', gap: vars.space[2], justifyItems: 'start' }}>
              <span style={{ display: 'flex', gap: vars.space[3], alignItems: 'center' }}>
                <Icon size="small" />
                <Icon />
                <Icon style={{ color: vars.color.primary }} />
              </span>
              <code style={{ fontSize: vars.type.small.size }}>{name}</code>
            </li>
          ))}
        </ul>
      )}
    </BothThemes>
  );
}
