import type { Feature, FeatureSet } from '@captionist/contracts';
import { describe, expect, it } from 'vitest';
import { projectAllowance } from './project-allowance';

const off = { enabled: false };
const withProjects = (projects: Feature): FeatureSet => ({
  custom_fonts: off,
  media_uploads: off,
  projects,
  templates: off,
  upload_size: { enabled: true, limit: 500 },
});

describe('projectAllowance', () => {
  it('counts the projects against the limit while more may be created', () => {
    expect(projectAllowance(withProjects({ enabled: true, limit: 3 }), 2)).toEqual({
      usage: '2 of 3 projects',
      blockedMessage: null,
    });
  });

  it('blocks a new project at the limit with the plan message', () => {
    expect(projectAllowance(withProjects({ enabled: true, limit: 3 }), 3)).toEqual({
      usage: '3 of 3 projects',
      blockedMessage: 'Your plan allows 3 projects. Delete one or upgrade to create more.',
    });
    expect(projectAllowance(withProjects({ enabled: true, limit: 1 }), 1).usage).toBe('1 of 1 project');
  });

  it('shows no count for an unlimited plan', () => {
    expect(projectAllowance(withProjects({ enabled: true, limit: null }), 12)).toEqual({
      usage: null,
      blockedMessage: null,
    });
  });

  it('blocks a plan without projects', () => {
    expect(projectAllowance(withProjects({ enabled: false }), 0).blockedMessage).toBe(
      'Your plan does not include projects. Upgrade or redeem a code to create one.',
    );
  });

  it('leaves the decision to the server while the plan or the projects are loading', () => {
    expect(projectAllowance(undefined, 2)).toEqual({ usage: null, blockedMessage: null });
    expect(projectAllowance(withProjects({ enabled: true, limit: 3 }), undefined)).toEqual({
      usage: null,
      blockedMessage: null,
    });
  });
});
