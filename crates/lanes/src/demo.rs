//! The embedded demo workspace: the seed fixtures compiled into the binary,
//! so that `lanes` with no file shows the product on a fresh machine.

/// (path, text) of each demo file: the vectorizer examples first, then the GenX ones.
pub fn files() -> Vec<(&'static str, &'static str)> {
    DEMO.to_vec()
}

const DEMO: &[(&str, &str)] = &[
    ("seeds/vplan_examples.ll", include_str!("../../../fixtures/seeds/vplan_examples.ll")),
    ("seeds/optvls_example1.ll", include_str!("../../../fixtures/seeds/optvls_example1.ll")),
    ("seeds/slev_a_i_plus_k.ll", include_str!("../../../fixtures/seeds/slev_a_i_plus_k.ll")),
    ("seeds/soa_divergence.ll", include_str!("../../../fixtures/seeds/soa_divergence.ll")),
    ("seeds/vpo_vf_ranges.ll", include_str!("../../../fixtures/seeds/vpo_vf_ranges.ll")),
    ("seeds/optvls_grouping.ll", include_str!("../../../fixtures/seeds/optvls_grouping.ll")),
    ("seeds/optvls_store.ll", include_str!("../../../fixtures/seeds/optvls_store.ll")),
    ("seeds/soa_get_element.ll", include_str!("../../../fixtures/seeds/soa_get_element.ll")),
    ("seeds/genx_indirect_region_category.ll", include_str!("../../../fixtures/seeds/genx_indirect_region_category.ll")),
    ("seeds/genx_indirect_region_commoned.ll", include_str!("../../../fixtures/seeds/genx_indirect_region_commoned.ll")),
    ("seeds/genx_indirect_region_cse.ll", include_str!("../../../fixtures/seeds/genx_indirect_region_cse.ll")),
    ("seeds/genx_indirect_region_input.ll", include_str!("../../../fixtures/seeds/genx_indirect_region_input.ll")),
    ("seeds/genx_indirect_region_lowered.ll", include_str!("../../../fixtures/seeds/genx_indirect_region_lowered.ll")),
    ("seeds/genx_phi.ll", include_str!("../../../fixtures/seeds/genx_phi.ll")),
    ("seeds/genx_read_region_collapsed.ll", include_str!("../../../fixtures/seeds/genx_read_region_collapsed.ll")),
    ("seeds/genx_read_region_decomposed.ll", include_str!("../../../fixtures/seeds/genx_read_region_decomposed.ll")),
    ("seeds/genx_read_region_legalized.ll", include_str!("../../../fixtures/seeds/genx_read_region_legalized.ll")),
    ("seeds/genx_read_region_sroa.ll", include_str!("../../../fixtures/seeds/genx_read_region_sroa.ll")),
    ("seeds/genx_shl.ll", include_str!("../../../fixtures/seeds/genx_shl.ll")),
];
