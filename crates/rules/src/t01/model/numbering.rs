//! Walking and numbering the declaration's lists: the items across the house consignments,
//! their count (`totalItems`), and the 1-based sequences of every list (R0987: sequence numbers
//! start at 1 and increase by 1 per data group). One pass each, no allocation: a declaration
//! may hold 999 house consignments of 9999 items.

use super::{renumber, Declaration, HouseItem, TransportEquipment};

fn number(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

impl Declaration {
    /// Every house item with its house consignment's index and its own index in that house
    /// (0-based, as in the pointer `/houseConsignments/{house}/houseItems/{item}`), in
    /// declaration order.
    pub fn items(&self) -> impl Iterator<Item = (usize, usize, &HouseItem)> + '_ {
        self.house_consignments
            .iter()
            .enumerate()
            .flat_map(|(h, house)| {
                house
                    .house_items
                    .iter()
                    .enumerate()
                    .map(move |(i, item)| (h, i, item))
            })
    }

    /// [`Declaration::items`], mutable.
    pub fn items_mut(&mut self) -> impl Iterator<Item = (usize, usize, &mut HouseItem)> + '_ {
        self.house_consignments
            .iter_mut()
            .enumerate()
            .flat_map(|(h, house)| {
                house
                    .house_items
                    .iter_mut()
                    .enumerate()
                    .map(move |(i, item)| (h, i, item))
            })
    }

    /// The number of house items across all house consignments (spec 3.2 `totalItems`).
    pub fn total_items(&self) -> usize {
        self.house_consignments
            .iter()
            .map(|h| h.house_items.len())
            .sum()
    }

    /// Sets `totalItems` from the houses: the count, or nothing while there is no house
    /// consignment (a blank declaration stays blank).
    pub fn derive_total_items(&mut self) {
        self.total_items = if self.house_consignments.is_empty() {
            None
        } else {
            Some(number(self.total_items()))
        };
    }

    /// Spec 3.3: `decItmNber` numbered consecutively from 1 across all house consignments;
    /// each item's `sequence` from 1 within its house consignment.
    pub fn renumber_items(&mut self) {
        let mut dec = 0usize;
        for house in &mut self.house_consignments {
            for (i, item) in house.house_items.iter_mut().enumerate() {
                dec += 1;
                item.dec_itm_nber = number(dec);
                item.sequence = number(i + 1);
            }
        }
    }

    /// Renumbers every list of the declaration, at every depth, items included (spec 3.2
    /// "List items carry a 1-based sequence renumbered after a delete").
    pub fn renumber_lists(&mut self) {
        renumber(&mut self.transit_offices);
        renumber(&mut self.exit_offices);
        renumber(&mut self.routing_countries);
        renumber(&mut self.authorisations);
        renumber(&mut self.guarantees);
        for g in &mut self.guarantees {
            renumber(&mut g.guarantee_references);
        }
        renumber(&mut self.actual_transit_offices);
        renumber(&mut self.actual_exit_offices);

        renumber(&mut self.chain_add_actors);
        renumber(&mut self.departure_transport);
        renumber(&mut self.border_transport);
        renumber(&mut self.drivers);
        renumber_equipment(&mut self.transport_equipment);
        renumber(&mut self.previous_doc);
        renumber(&mut self.supporting_doc);
        renumber(&mut self.transport_doc);
        renumber(&mut self.additional_ref);
        renumber(&mut self.additional_info);
        renumber(&mut self.goods);
        renumber(&mut self.attachments);

        renumber(&mut self.house_consignments);
        for house in &mut self.house_consignments {
            renumber(&mut house.chain_add_actors);
            renumber(&mut house.previous_doc);
            renumber(&mut house.supporting_doc);
            renumber(&mut house.transport_doc);
            renumber(&mut house.additional_ref);
            renumber(&mut house.additional_info);
            renumber(&mut house.departure_transport);
            for item in &mut house.house_items {
                renumber(&mut item.chain_add_actors);
                renumber(&mut item.dangerous_goods);
                renumber(&mut item.packagings);
                renumber(&mut item.previous_doc);
                renumber(&mut item.supporting_doc);
                renumber(&mut item.transport_doc);
                renumber(&mut item.additional_ref);
                renumber(&mut item.additional_info);
            }
        }
        self.renumber_items();

        if let Some(decision) = &mut self.control_decision {
            renumber(&mut decision.type_of_controls);
            renumber(&mut decision.requested_documents);
        }
        renumber(&mut self.control_results);
        renumber(&mut self.departure_risk_rules);
        renumber(&mut self.destination_risk_rules);
        renumber(&mut self.incidents);
        for incident in &mut self.incidents {
            renumber_equipment(&mut incident.equipment);
        }
    }
}

fn renumber_equipment(equipment: &mut [TransportEquipment]) {
    renumber(equipment);
    for e in equipment {
        renumber(&mut e.seals);
        renumber(&mut e.goods_reference);
    }
}
